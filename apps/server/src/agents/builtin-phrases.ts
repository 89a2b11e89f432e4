import type { SectionKind } from './builtin-follow-ups';
import { sourceOwnLines } from './builtin-sources';

/**
 * The built-in model's own words around what it quotes, in English and Spanish: openings, the
 * demo disclaimer, table headings, the checklist it offers when no customer is chosen, and title forms.
 */

/** Each opening has its customer after "profile of **" / "perfil de **", which transcripts read back. */
export const phrases = {
  en: {
    disclaimer:
      "_I am Brief's offline demo model, so I quote the customer data instead of writing new analysis._",
    forSpecialists: (names: string) => `Answering for ${names}.`,
    forTeam: (team: string) => `Answering for the ${team} team.`,
    and: 'and',
    matches: [
      (c: string) => `From the profile of **${c}**, the passages that best match your question:`,
      (c: string) => `The closest answer in the profile of **${c}** comes first:`,
      (c: string) => `Section by section, the profile of **${c}** says:`,
      (c: string) => `Grouped by section, this is what the profile of **${c}** says on it:`,
      (c: string) => `In the profile of **${c}**, these are the lines to look at:`,
    ],
    /** The same openings, naming what the question was about ("audiences", "tone of voice"). */
    matchesOn: [
      (c: string, topic: string) => `On ${topic}, the profile of **${c}** says:`,
      (c: string, topic: string) => `The closest answer on ${topic} in the profile of **${c}** comes first:`,
      (c: string, topic: string) => `Section by section, the profile of **${c}** on ${topic}:`,
      (c: string, topic: string) => `Grouped by section, what the profile of **${c}** says on ${topic}:`,
      (c: string, topic: string) => `In the profile of **${c}**, the lines to look at on ${topic}:`,
    ],
    /** The openings for an answer from the customer's documents ("On "Mascot", the documents of…"). */
    documentsOn: [
      (c: string, topic: string) => `On ${topic}, the documents of **${c}** say:`,
      (c: string, topic: string) =>
        `The closest answer on ${topic} in the documents of **${c}** comes first:`,
      (c: string, topic: string) => `Passage by passage, the documents of **${c}** on ${topic}:`,
    ],
    /** The openings for an answer from the facts of the customer's memory a lead approved. */
    memoryOn: [
      (c: string) => `The facts the team approved in the data of **${c}** say:`,
      (c: string) => `Closest first, the facts the team approved in the data of **${c}**:`,
    ],
    topic: {
      industry: 'its industry',
      products: 'its products',
      goals: 'its goals',
      audiences: 'its audiences',
      channels: 'its channels',
      campaigns: 'its recent campaigns',
      budget: 'its budget',
      competitors: 'its competitors',
      tone: 'its tone of voice',
    } satisfies Record<SectionKind, string>,
    /** Nothing in the customer's data answers: said plainly, with what was asked when it can be said. */
    notSaid: [
      (c: string, asked: string | null) =>
        asked === null
          ? `Nothing in the data of **${c}** answers this question.`
          : `The data of **${c}** doesn't say ${asked}.`,
      (c: string, asked: string | null) =>
        asked === null
          ? `I find no answer to this in the data of **${c}**.`
          : `I can't find ${asked} in the data of **${c}**.`,
    ],
    closeInMeaning: [
      (c: string) => `No passage in the data of **${c}** says it in these words; the closest in meaning:`,
      (c: string) => `The data of **${c}** doesn't say it in these words. Closest in meaning:`,
    ],
    loaded: [
      (c: string) => `I have loaded the profile of **${c}**. In short:`,
      (c: string) => `The profile of **${c}** is loaded. Its main points:`,
      (c: string) => `Ready: the profile of **${c}** is loaded. At a glance:`,
    ],
    sections: (list: string) => `The profile covers: ${list}.`,
    unavailable: [
      (c: string, reason: string) => `I could not load the data of **${c}**: ${reason}`,
      (c: string, reason: string) => `The data of **${c}** did not load: ${reason}`,
    ],
    noCustomer:
      'No customer is selected, so I have no customer data to answer from. Pick a customer in the sidebar and ask again.',
    startingPoint: [
      'Meanwhile, a general starting point for any brief:',
      'Until then, the four things every brief needs:',
      'In the meantime, a checklist to start from:',
    ],
    checklist: [
      ['Goal', 'agree on one measurable objective and a date.'],
      ['Audience', 'describe who should act and what stops them today.'],
      ['Channels', 'choose two or three channels the audience already uses.'],
      ['Measurement', 'fix the KPI and the budget before launch.'],
    ],
    columns: { section: 'Section', says: 'What the profile says', step: 'Step', todo: 'What to do' },
    details: 'Details',
    anotherLook: ['Another look at the same sources:', 'The same sources, read again:'],
    overview: 'overview',
    conversation: 'Conversation',
    titleFor: (phrase: string, customer: string) => `${phrase} for ${customer}`,
    titleOf: (noun: string, customer: string) => `${customer} ${noun}`,
  },
  es: {
    disclaimer:
      '_Soy el modelo de demostración sin conexión de Brief, así que cito los datos del cliente en lugar de redactar un análisis nuevo._',
    forSpecialists: (names: string) => `Respondo en nombre de ${names}.`,
    forTeam: (team: string) => `Respondo en nombre del equipo ${team}.`,
    and: 'y',
    matches: [
      (c: string) => `Del perfil de **${c}**, los pasajes que mejor responden a tu pregunta:`,
      (c: string) => `Lo más cercano a tu pregunta en el perfil de **${c}**, primero:`,
      (c: string) => `Sección por sección, esto dice el perfil de **${c}**:`,
      (c: string) => `Agrupado por secciones, esto dice sobre ello el perfil de **${c}**:`,
      (c: string) => `En el perfil de **${c}**, estas son las líneas que conviene mirar:`,
    ],
    matchesOn: [
      (c: string, topic: string) => `Sobre ${topic}, el perfil de **${c}** dice:`,
      (c: string, topic: string) => `Lo más cercano sobre ${topic} en el perfil de **${c}**, primero:`,
      (c: string, topic: string) => `Sección por sección, el perfil de **${c}** sobre ${topic}:`,
      (c: string, topic: string) =>
        `Agrupado por secciones, lo que dice el perfil de **${c}** sobre ${topic}:`,
      (c: string, topic: string) => `En el perfil de **${c}**, las líneas que conviene mirar sobre ${topic}:`,
    ],
    documentsOn: [
      (c: string, topic: string) => `Sobre ${topic}, los documentos de **${c}** dicen:`,
      (c: string, topic: string) => `Lo más cercano sobre ${topic} en los documentos de **${c}**, primero:`,
      (c: string, topic: string) => `Pasaje por pasaje, los documentos de **${c}** sobre ${topic}:`,
    ],
    memoryOn: [
      (c: string) => `Los hechos que aprobó el equipo en los datos de **${c}** dicen:`,
      (c: string) => `Lo más cercano primero, los hechos que aprobó el equipo en los datos de **${c}**:`,
    ],
    topic: {
      industry: 'su sector',
      products: 'sus productos',
      goals: 'sus objetivos',
      audiences: 'sus audiencias',
      channels: 'sus canales',
      campaigns: 'sus campañas recientes',
      budget: 'su presupuesto',
      competitors: 'su competencia',
      tone: 'su tono de voz',
    },
    notSaid: [
      (c: string, asked: string | null) =>
        asked === null
          ? `Nada en los datos de **${c}** responde a esta pregunta.`
          : `Los datos de **${c}** no dicen ${asked}.`,
      (c: string, asked: string | null) =>
        asked === null
          ? `No encuentro respuesta a esto en los datos de **${c}**.`
          : `No encuentro en los datos de **${c}** ${asked}.`,
    ],
    closeInMeaning: [
      (c: string) =>
        `Ningún pasaje de los datos de **${c}** lo dice con estas palabras; lo más cercano en significado:`,
      (c: string) => `Los datos de **${c}** no lo dicen con estas palabras. Lo más cercano en significado:`,
    ],
    loaded: [
      (c: string) => `He cargado el perfil de **${c}**. En resumen:`,
      (c: string) => `El perfil de **${c}** está cargado. Sus puntos principales:`,
      (c: string) => `Listo: he cargado el perfil de **${c}**. De un vistazo:`,
    ],
    sections: (list: string) => `El perfil trata: ${list}.`,
    unavailable: [
      (c: string, reason: string) => `No he podido cargar los datos de **${c}**: ${reason}`,
      (c: string, reason: string) => `Los datos de **${c}** no se han cargado: ${reason}`,
    ],
    noCustomer:
      'No hay ningún cliente seleccionado, así que no tengo datos de cliente con los que responder. Elige un cliente en la barra lateral y vuelve a preguntar.',
    startingPoint: [
      'Mientras tanto, un punto de partida general para cualquier brief:',
      'Hasta entonces, las cuatro cosas que necesita todo brief:',
      'Mientras tanto, una lista de control para empezar:',
    ],
    checklist: [
      ['Objetivo', 'acordad un objetivo medible y una fecha.'],
      ['Audiencia', 'describid quién debe actuar y qué se lo impide hoy.'],
      ['Canales', 'elegid dos o tres canales que la audiencia ya usa.'],
      ['Medición', 'fijad el KPI y el presupuesto antes del lanzamiento.'],
    ],
    columns: { section: 'Sección', says: 'Lo que dice el perfil', step: 'Paso', todo: 'Qué hacer' },
    details: 'Detalles',
    anotherLook: ['Otra mirada a las mismas fuentes:', 'Las mismas fuentes, leídas de nuevo:'],
    overview: 'resumen',
    conversation: 'Conversación',
    titleFor: (phrase: string, customer: string) => `${phrase} de ${customer}`,
    titleOf: (noun: string, customer: string) => `${capitalise(noun)} de ${customer}`,
  },
};

/** The model's own framing lines, dropped from a transcript before looking for its topic. */
const CUT = '\u0000';
export const ownLines = Object.values(phrases)
  .flatMap((p) =>
    [
      p.disclaimer,
      p.forSpecialists(CUT),
      p.forTeam(CUT),
      ...p.matches.map((f) => f(CUT)),
      ...p.matchesOn.map((f) => f(CUT, CUT)),
      ...p.documentsOn.map((f) => f(CUT, CUT)),
      ...p.memoryOn.map((f) => f(CUT)),
      ...p.notSaid.map((f) => f(CUT, null)),
      ...p.notSaid.map((f) => f(CUT, CUT)),
      ...p.loaded.map((f) => f(CUT)),
      ...p.closeInMeaning.map((f) => f(CUT)),
      ...p.unavailable.map((f) => f(CUT, '')),
      p.sections(CUT),
      p.noCustomer,
      ...p.startingPoint,
      ...p.anotherLook,
    ].map((line) => line.split(CUT)[0] ?? line),
  )
  .concat(sourceOwnLines);

export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
