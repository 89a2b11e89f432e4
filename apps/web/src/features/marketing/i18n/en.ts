import { i18n } from '@/i18n/core';

export const marketingTexts = i18n('marketingTexts', {
  howItWorks: 'How it works',
  fromQuestionToAnswerIn: 'From question to answer in three steps',
  product: 'Product',
  features: 'Features',
  signIn: 'Sign In',
  readyToBriefYourNext: 'Ready to brief your next customer?',
  yourTeamsYourCustomersAnd:
    'Your teams, your customers and your past conversations are waiting. Sign in with your company account to begin.',
  startChattingNow: 'Start Chatting Now',
  builtForAccountManagersAnd: 'Built for account managers and consultants',
  everythingYouNeedToPrepare:
    'Everything you need to prepare a pitch, answer a customer or plan a campaign, in one place.',
  aiConsultingTeamsForYour: 'AI consulting teams for your agency',
  everyCustomerBrief: 'Every customer brief,',
  oneConversationAway: 'one conversation away.',
  briefPutsYourAgencyS:
    "Brief puts your agency's consulting teams and specialists in one chat. Pick a team and a customer, ask your question, and get answers grounded in what the agency already knows.",
  getStarted: 'Get Started',
  seeHowItWorks: 'See how it works',
  forAgencyStaffOnlySign: 'For agency staff only: sign in with your company account.',
  theAgencySAiConsulting:
    "The agency's AI consulting teams, one chat away. An internal tool for account managers and consultants.",
  access: 'Access',
  companyAccountsOnly: 'Company accounts only',
  teamsAssignedByAdmins: 'Teams assigned by admins',
  briefForInternalUseBy: 'Brief. For internal use by agency staff.',
  northwindCoffeeQ3Campaign: 'Northwind Coffee · Q3 campaign',
  team: 'Team',
  marketing: 'Marketing',
  creative: 'Creative',
  service: 'Service',
  customer: 'Customer',
  northwindCoffee: 'Northwind Coffee',
  whichAudiencesShouldTheAutumn: 'Which audiences should the autumn launch target first?',
  strategyInsights: 'Strategy & Insights',
  startWith: 'Start with',
  urbanCommutersAged2540: 'urban commuters aged 25–40',
  theyDrive46OfWeekday:
    ': they drive 46% of weekday sales. Pair them with remote workers for the home-brew range.',
  savedToBookmarks: 'Saved to bookmarks',
  draftTheLaunchPost: 'Draft the launch post',
  compareWith2024: 'Compare with 2024',
  askAboutNorthwindCoffee: 'Ask about Northwind Coffee...',
  briefYourAgencySAi: "Brief: your agency's AI consulting teams",
});

/** Texts that constants keep in English, listed under their English words (see `labelIn`). */
export const marketingLabels = i18n('marketingLabels', {
  'Pick a team': 'Pick a team',
  'Choose the consulting team that fits the question: content, creative, marketing or service.':
    'Choose the consulting team that fits the question: content, creative, marketing or service.',
  'Choose a customer': 'Choose a customer',
  'Search the customers of that team and add the specialists you want in the room.':
    'Search the customers of that team and add the specialists you want in the room.',
  'Start chatting': 'Start chatting',
  'Ask anything. Follow the suggestions, attach files, search the web and save the best replies.':
    'Ask anything. Follow the suggestions, attach files, search the web and save the best replies.',
  'Consulting teams on call': 'Consulting teams on call',
  'Work with the Consulting & Content, Creative, Marketing and Service teams, each with its own expertise and way of working.':
    'Work with the Consulting & Content, Creative, Marketing and Service teams, each with its own expertise and way of working.',
  'Customer context built in': 'Customer context built in',
  "Choose a customer and every answer draws on their profile and documents. No more pasting last quarter's brief into a chat.":
    "Choose a customer and every answer draws on their profile and documents. No more pasting last quarter's brief into a chat.",
  'Specialists for every angle': 'Specialists for every angle',
  'Bring in SEO/SEM, social media, strategy, insights and market research specialists, one at a time or together.':
    'Bring in SEO/SEM, social media, strategy, insights and market research specialists, one at a time or together.',
  'Bookmark what matters': 'Bookmark what matters',
  'Save the replies worth keeping with one click and find them again, grouped by customer, on your Bookmarks page.':
    'Save the replies worth keeping with one click and find them again, grouped by customer, on your Bookmarks page.',
  'A library of every chat': 'A library of every chat',
  'Star and rename past conversations, preview them, and continue any of them exactly where you left off.':
    'Star and rename past conversations, preview them, and continue any of them exactly where you left off.',
  'Private to your company': 'Private to your company',
  'Only company accounts can sign in, and admins decide which teams each person can work with.':
    'Only company accounts can sign in, and admins decide which teams each person can work with.',
});
