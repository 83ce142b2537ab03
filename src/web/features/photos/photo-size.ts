const MB = 1024 * 1024;

/** A size in MB as the photo messages show it: "12.5", "10" (its own module so the form does not pull in the lazy dialog's code). */
export const megabytes = (bytes: number) => (bytes / MB).toFixed(1).replace(/\.0$/, "");
