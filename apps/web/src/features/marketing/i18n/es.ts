import type { SpanishOf } from '@/i18n/core';
import type { marketingTexts as englishMarketingTexts } from './en';

export const marketingTexts: SpanishOf<typeof englishMarketingTexts> = {
  howItWorks: 'Cómo funciona',
  fromQuestionToAnswerIn: 'De la pregunta a la respuesta en tres pasos',
  product: 'Producto',
  features: 'Funciones',
  signIn: 'Iniciar sesión',
  readyToBriefYourNext: '¿Listo para preparar a tu próximo cliente?',
  yourTeamsYourCustomersAnd:
    'Tus equipos, tus clientes y tus conversaciones anteriores te esperan. Inicia sesión con la cuenta de tu empresa para empezar.',
  startChattingNow: 'Empezar a chatear',
  builtForAccountManagersAnd: 'Hecho para account managers y consultores',
  everythingYouNeedToPrepare:
    'Todo lo que necesitas para preparar una propuesta, responder a un cliente o planificar una campaña, en un solo lugar.',
  aiConsultingTeamsForYour: 'Equipos de consultoría con IA para tu agencia',
  everyCustomerBrief: 'Cada brief de cliente,',
  oneConversationAway: 'a una conversación de distancia.',
  briefPutsYourAgencyS:
    'Brief reúne los equipos de consultoría y los especialistas de tu agencia en un solo chat. Elige un equipo y un cliente, haz tu pregunta y recibe respuestas basadas en lo que la agencia ya sabe.',
  getStarted: 'Empezar',
  seeHowItWorks: 'Ver cómo funciona',
  forAgencyStaffOnlySign: 'Solo para el personal de la agencia: inicia sesión con la cuenta de tu empresa.',
  theAgencySAiConsulting:
    'Los equipos de consultoría con IA de la agencia, a un chat de distancia. Una herramienta interna para account managers y consultores.',
  access: 'Acceso',
  companyAccountsOnly: 'Solo cuentas de empresa',
  teamsAssignedByAdmins: 'Equipos asignados por los administradores',
  briefForInternalUseBy: 'Brief. Para uso interno del personal de la agencia.',
  northwindCoffeeQ3Campaign: 'Northwind Coffee · Campaña del T3',
  team: 'Equipo',
  marketing: 'Marketing',
  creative: 'Creatividad',
  service: 'Servicio',
  customer: 'Cliente',
  northwindCoffee: 'Northwind Coffee',
  whichAudiencesShouldTheAutumn: '¿A qué públicos debería dirigirse primero el lanzamiento de otoño?',
  strategyInsights: 'Estrategia e insights',
  startWith: 'Empieza por',
  urbanCommutersAged2540: 'quienes se desplazan a diario en la ciudad, de 25 a 40 años',
  theyDrive46OfWeekday:
    ': generan el 46 % de las ventas entre semana. Combínalos con quienes teletrabajan para la gama de café en casa.',
  savedToBookmarks: 'Guardada en Guardados',
  draftTheLaunchPost: 'Redacta el post de lanzamiento',
  compareWith2024: 'Compáralo con 2024',
  askAboutNorthwindCoffee: 'Pregunta sobre Northwind Coffee...',
  briefYourAgencySAi: 'Brief: los equipos de consultoría con IA de tu agencia',
};
