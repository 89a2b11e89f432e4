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
