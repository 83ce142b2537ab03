import { foldWord } from "./name-words";

/**
 * Common given names and family names in the eight guest languages, folded (`foldWord`). They
 * settle what word order alone cannot: "María José y Juan García" (José is a second given name,
 * so María shares García), "Ana García López" (García begins a double surname), "Kowalski, Piotr"
 * against "Ana, Luis y Pedro" (a surname before the comma, or a list of first names). A name on
 * neither list is read by position (the last word is the surname) and nothing is flagged for
 * being unknown: these lists only make the reader surer, never less sure. A name on both
 * ("Martin", "Costa", "Ali") settles nothing.
 */
const words = (text: string) => text.trim().split(/\s+/).map(foldWord);

export const GIVEN_NAMES = new Set(
  words(`
  john jane james mary michael sarah david emma tom thomas robert william elizabeth liz anna ann anne peter paul
  mark jennifer linda susan jessica emily olivia sophia noah liam jack harry oliver charlotte amelia grace lucy
  kate katherine chris christopher daniel matthew andrew joseph sam samuel ben benjamin alex alexander george henry
  edward richard charles kim amy ruth rose helen laura karen nancy lisa sue sally bob joe jim tim tony steve
  kevin brian jason ryan eric adam nick luke jake josh nathan aaron ethan jacob isabella mia ava chloe zoe ella
  lily hannah sophie megan rachel rebecca claire jo jenny dan ted bill will priya raj tunde ngozi ada tobi chidi
  maria jose juan carlos luis ana carmen antonio manuel francisco javier miguel pedro pablo jorge alejandro fernando
  sergio diego andres raul ramon alberto lucia sofia isabel elena pilar dolores teresa marta paula cristina
  patricia beatriz ines julia sara alba nuria rocio mercedes angel enrique rafael ignacio alvaro adrian hugo mateo
  santiago valentina camila daniela gabriela mariana jimena guadalupe josefa
  jean pierre marie michel philippe alain francois nicolas julien antoine louis camille manon lea isabelle
  nathalie sylvie catherine helene celine aurelie amelie margaux juliette louise jacques henri andre claude yves
  luc marc mathieu theo lucas gabriel arthur raphael baptiste etienne guillaume francoise genevieve brigitte simone
  hans greta klaus jurgen wolfgang stefan andreas uwe dieter gunter heinz karl friedrich lukas leon finn jonas
  maximilian felix elias lena katharina sabine petra monika ursula ingrid gisela birgit renate andrea claudia
  susanne martina nicole heike karin gerda helga bjorn sven jorg rene renee
  giulia marco giuseppe giovanni mario luigi alessandro matteo lorenzo leonardo riccardo davide federico stefano
  roberto paolo massimo fabio salvatore vincenzo angela francesca chiara alessia elisa federica giorgia aurora
  alice silvia ilaria gianluca pietro tommaso edoardo
  joao paulo luiz marcos marcelo bruno eduardo felipe rodrigo rui nuno tiago diogo goncalo afonso duarte
  francisca antonia adriana juliana marcia fernanda aline leonor matilde carolina rita joana catarina luisa
  piotr zofia jan ola ewa katarzyna malgorzata agnieszka barbara krystyna magdalena joanna aleksandra natalia
  karolina beata dorota jolanta alicja zuzanna hanna maja krzysztof andrzej tomasz pawel michal marcin grzegorz
  jozef marek lukasz zbigniew jerzy tadeusz mateusz dariusz mariusz wojciech ryszard kazimierz henryk stanislaw
  kacper jakub szymon filip antoni kuba bartosz kamil
  mohammed muhammad mohamed ahmed ahmad ali omar umar hassan hussein hussain khalid youssef yusuf ibrahim mustafa
  karim samir sami tariq nour noor fatima fatma aisha khadija zainab maryam mariam layla leila yasmin yasmine
  salma hana huda rania amira nadia samira lina dina reem abdullah abdul rahman walid wael
  محمد احمد علي عمر حسن حسين خالد يوسف ابراهيم مصطفى كريم سمير سامي طارق نور فاطمة عائشة خديجة زينب مريم
  ليلى ياسمين سلمى هنا هدى رانيا اميرة سارة نادية سميرة لينا دينا ريم عبدالله وليد وائل وفاء وسام
`),
);

export const FAMILY_NAMES = new Set(
  words(`
  smith jones williams brown taylor davies wilson evans johnson roberts walker wright robinson thompson white
  hughes edwards green hall wood harris clarke jackson doe roe baker patel okafor lee thomas james martin simon
  david paul rose jordan grace kim park chen wang li nguyen tran cohen
  garcia lopez fernandez martinez rodriguez gonzalez perez sanchez ramirez torres flores rivera gomez diaz cruz
  morales ortiz gutierrez chavez ramos ruiz hernandez jimenez moreno alvarez romero navarro dominguez vazquez
  castro suarez ortega delgado vega
  dupont durand dubois moreau laurent lefebvre lefevre leroy roux bertrand morel fournier girard bonnet lambert
  fontaine rousseau vincent bernard
  muller mueller schmidt schneider fischer weber meyer wagner becker schulz hoffmann koch richter bauer klein wolf
  schroder neumann schwarz zimmermann braun kruger hartmann lange weiss fassbender bulow
  rossi russo ferrari esposito bianchi romano colombo ricci marino greco bruno gallo conti costa giordano mancini
  rizzo lombardi moretti barbieri fontana santoro mariani rinaldi caruso ferrara galli martini leone longo gentile
  martinelli vitale lombardo serra coppola luca
  silva santos ferreira pereira oliveira rodrigues martins sousa souza fernandes goncalves gomes lopes marques
  alves almeida ribeiro pinto carvalho teixeira moreira correia mendes nunes soares vieira monteiro cardoso rocha
  kowalski kowalska nowak wisniewski wisniewska wojcik kowalczyk kaminski kaminska lewandowski lewandowska
  zielinski zielinska szymanski szymanska wozniak dabrowski dabrowska kozlowski jankowski mazur kwiatkowski
  krawczyk piotrowski grabowski nowakowski pawlowski michalski kowalscy nowakowie
  husseini haddad nasser mansour hamdan saleh khalil darwish masri khoury ali
  الحسيني الخوري حداد ناصر منصور حمدان صالح خليل درويش المصري علي
`),
);

/** A given name and never a family name on these lists. */
export const isGivenOnly = (word: string) => {
  const folded = foldWord(word);
  return GIVEN_NAMES.has(folded) && !FAMILY_NAMES.has(folded);
};

/** A family name and never a given name on these lists. */
export const isFamilyOnly = (word: string) => {
  const folded = foldWord(word);
  return FAMILY_NAMES.has(folded) && !GIVEN_NAMES.has(folded);
};
