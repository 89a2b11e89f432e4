import type { SpanishOf } from '@/i18n/core';
import type { marketingTexts as englishMarketingTexts } from './en';
import type { marketingLabels as englishMarketingLabels } from './en';

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

export const marketingLabels: SpanishOf<typeof englishMarketingLabels> = {
  'Pick a team': 'Elige un equipo',
  'Choose the consulting team that fits the question: content, creative, marketing or service.':
    'Elige el equipo de consultoría que encaja con la pregunta: contenido, creatividad, marketing o servicio.',
  'Choose a customer': 'Elige un cliente',
  'Search the customers of that team and add the specialists you want in the room.':
    'Busca entre los clientes de ese equipo y añade los especialistas que quieras en la conversación.',
  'Start chatting': 'Empieza a chatear',
  'Ask anything. Follow the suggestions, attach files, search the web and save the best replies.':
    'Pregunta lo que quieras. Sigue las sugerencias, adjunta archivos, busca en la web y guarda las mejores respuestas.',
  'Consulting teams on call': 'Equipos de consultoría a tu disposición',
  'Work with the Consulting & Content, Creative, Marketing and Service teams, each with its own expertise and way of working.':
    'Trabaja con los equipos de Consultoría y Contenido, Creatividad, Marketing y Servicio, cada uno con su especialidad y su forma de trabajar.',
  'Customer context built in': 'El contexto del cliente, incluido',
  "Choose a customer and every answer draws on their profile and documents. No more pasting last quarter's brief into a chat.":
    'Elige un cliente y cada respuesta se basa en su perfil y sus documentos. Se acabó pegar el brief del trimestre pasado en un chat.',
  'Specialists for every angle': 'Especialistas para cada enfoque',
  'Bring in SEO/SEM, social media, strategy, insights and market research specialists, one at a time or together.':
    'Suma especialistas en SEO/SEM, redes sociales, estrategia, insights e investigación de mercado, de uno en uno o juntos.',
  'Bookmark what matters': 'Guarda lo que importa',
  'Save the replies worth keeping with one click and find them again, grouped by customer, on your Bookmarks page.':
    'Guarda con un clic las respuestas que valen la pena y vuelve a encontrarlas, agrupadas por cliente, en tu página de Guardados.',
  'A library of every chat': 'Una biblioteca con todos tus chats',
  'Star and rename past conversations, preview them, and continue any of them exactly where you left off.':
    'Marca como favoritas y renombra conversaciones anteriores, previsualízalas y continúa cualquiera justo donde la dejaste.',
  'Private to your company': 'Privado para tu empresa',
  'Only company accounts can sign in, and admins decide which teams each person can work with.':
    'Solo pueden entrar cuentas de la empresa, y los administradores deciden con qué equipos trabaja cada persona.',
};
