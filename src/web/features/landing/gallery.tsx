import { i18n } from "../../lib/site-i18n";
const photos = () => [
  {
    title: i18n._({ id: "landing.galleryDetails", message: "Perfect Details" }),
    caption: i18n._({ id: "landing.galleryDetailsCaption", message: "Every place card, every bloom, every answer in one tidy list." }),
    src: "/images/gallery-perfect-details.svg",
    alt: i18n._({ id: "landing.galleryDetailsAlt", message: "A table set for a wedding dinner with a place card, candles and a vase of roses" }),
  },
  {
    title: i18n._({ id: "landing.galleryJourney", message: "Love's Journey" }),
    caption: i18n._({ id: "landing.galleryJourneyCaption", message: "From the first save-the-date to the last dance." }),
    src: "/images/gallery-loves-journey.svg",
    alt: i18n._({ id: "landing.galleryJourneyAlt", message: "A couple walking along a winding path over green hills at sunset" }),
  },
  {
    title: i18n._({ id: "landing.galleryPromise", message: "Eternal Promise" }),
    caption: i18n._({ id: "landing.galleryPromiseCaption", message: "Share the day you say forever with everyone you love." }),
    src: "/images/gallery-eternal-promise.svg",
    alt: i18n._({ id: "landing.galleryPromiseAlt", message: "Two gold wedding rings resting on a red ring box among falling petals" }),
  },
];

export function Gallery() {
  return (
    <section id="gallery" tabIndex={-1} aria-labelledby="gallery-title" className="scroll-mt-20 bg-white py-16 outline-none sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="gallery-title" className="font-display text-3xl text-stone-900 sm:text-4xl">
            {i18n._({ id: "landing.galleryTitle", message: "Made for your moments" })}
          </h2>
          <p className="mt-3 text-stone-700">
            {i18n._({ id: "landing.galleryIntro", message: "An invitation your guests will love opening, and a guest list you'll love managing." })}
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {photos().map((photo) => (
            <li key={photo.src}>
              <figure className="group overflow-hidden rounded-2xl border border-blush-200 bg-blush-50 shadow-sm">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={600}
                  height={450}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <figcaption className="p-5">
                  <h3 className="font-display text-xl text-stone-900">{photo.title}</h3>
                  <p className="mt-1 text-sm text-stone-700">{photo.caption}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
