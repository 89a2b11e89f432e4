/**
 * Demo data the seed loads so a fresh install has something to talk about. Every company is fictional;
 * the figures are invented but plausible, so the offline model's answers read like real account work.
 */

export type DemoCustomer = { name: string; description: string; profile: string };
export type DemoSpecialist = { name: string; description: string; instructions: string };

const northwindCoffee: DemoCustomer = {
  name: 'Northwind Coffee',
  description:
    'Specialty coffee roaster with 38 cafés in the north of England and an online subscription shop.',
  profile: `# Northwind Coffee
## Industry
Specialty coffee: a roastery in Leeds, 38 cafés across the north of England and a direct-to-consumer subscription shop.
## Goals
- Grow online subscriptions from 12,400 to 20,000 by December 2026.
- Lift spontaneous brand awareness among 25–34 year-olds in Manchester and Leeds from 18% to 30%.
- Keep café footfall growth above 6% a year while opening four new sites in 2026.
## Audiences
- Young urban professionals (25–34) who buy a flat white on the way to work.
- Home brewers who want single-origin beans delivered every month.
- Office managers ordering coffee for teams of 20–200 people.
## Channels
Instagram (48k followers), TikTok (21k), an email newsletter (64k subscribers, 31% open rate), Google Ads search and the café loyalty app (52k active members).
## Recent campaigns
- "Spring Blend" launch (March–April 2025): budget £45,000, reach 1.2M, CTR 1.8%, CPA £14.20, ROAS 3.4.
- "Subscribe & Save" search campaign (September 2025): budget £22,000, 2,950 new subscribers, CPA £7.45, ROAS 5.1.
- Holiday gift boxes (November–December 2025): online sales up 42% year on year, £180,000 revenue from email.
- "Office Brew" LinkedIn pilot (February 2026): budget £9,500, 310 leads, cost per lead £30.60.
## Tone of voice
Warm, curious and a little nerdy about coffee; plain words, no hype, never preachy about sustainability.`,
};

const casaOlivar: DemoCustomer = {
  name: 'Casa Olivar',
  description:
    'Productor familiar de aceite de oliva virgen extra de Jaén que vende en España y exporta a Europa.',
  profile: `# Casa Olivar
## Sector
Aceite de oliva virgen extra de producción familiar en Jaén (Andalucía), con tienda online y venta en gourmets de España, Alemania y Francia.
## Objetivos
- Duplicar las ventas online, de 310.000 € a 620.000 €, antes de diciembre de 2026.
- Entrar en 120 tiendas gourmet de Alemania durante 2026.
- Posicionar la marca como referente de aceite premium para regalo.
## Audiencias
- Amantes de la cocina de 35 a 60 años que pagan más por calidad y origen.
- Compradores de regalos de empresa en Navidad (lotes de 50 a 500 unidades).
- Chefs y tiendas gourmet que buscan un proveedor con trazabilidad.
## Canales
Instagram (36.000 seguidores), YouTube con recetas, newsletter (22.000 suscriptores, 38% de apertura), Google Shopping y ferias del sector.
## Campañas recientes
- "Cosecha Temprana" (octubre–noviembre de 2025): presupuesto 38.000 €, alcance 950.000 personas, CTR 2,1%, ROAS 4,2.
- Lotes de Navidad para empresas (diciembre de 2025): 410 pedidos B2B, ticket medio 640 €, crecimiento del 27% frente a 2024.
- Campaña en Alemania con influencers de cocina (marzo de 2026): presupuesto 24.000 €, 1,4 millones de impresiones, CPA 19,80 €.
## Tono de voz
Cercano, orgulloso del campo y de la familia; explica el origen con datos concretos y sin tecnicismos.`,
};

const brightlaneBank: DemoCustomer = {
  name: 'Brightlane Bank',
  description: 'Digital bank for freelancers and small businesses in the UK, app-only.',
  profile: `# Brightlane Bank
## Industry
Financial services: an app-only bank for freelancers and small businesses, regulated in the UK, 410,000 customers.
## Goals
- Reach 600,000 customers by the end of 2026 while keeping the cost per acquisition under £38.
- Grow the share of customers who use invoicing tools from 22% to 35%.
- Be the most trusted freelance bank in the 2026 Which? survey.
## Audiences
- Freelancers in creative and tech jobs who hate paperwork and late payments.
- Sole traders (plumbers, hairdressers, tutors) who still bank with a high-street bank.
- Accountants who recommend a bank to their clients.
## Channels
Paid social (Meta and TikTok), podcast sponsorships, YouTube pre-roll, app store search ads, referral programme and accountant partnerships.
## Recent campaigns
- "Get Paid Faster" (May–June 2025): budget £260,000, 2.8M reach, CTR 0.9%, 8,900 accounts opened, CPA £29.20.
- Tax-return season push (January 2026): budget £140,000, 5,100 new accounts, CPA £27.45, app store conversion rate 41%.
- Accountant partner programme (since September 2025): 1,150 firms signed up, 3,400 referred accounts.
## Tone of voice
Straight-talking, friendly and calm about money; no jargon, no exclamation marks, always clear about fees.`,
};

const lumenSkincare: DemoCustomer = {
  name: 'Lumen Skincare',
  description: 'Clean skincare brand sold online and through 300 pharmacies.',
  profile: `# Lumen Skincare
## Industry
Beauty and personal care: fragrance-free skincare for sensitive skin, sold direct online and in 300 pharmacies.
## Goals
- Launch the "Barrier Repair" serum line and sell 60,000 units in its first six months (from April 2026).
- Grow repeat purchase rate from 34% to 45%.
- Build a creator community of 150 dermatology-literate ambassadors.
## Audiences
- Women and men aged 22–45 with sensitive or reactive skin.
- Parents looking for gentle products for teenagers.
- Pharmacists who recommend products at the counter.
## Channels
Instagram (120k followers), TikTok (95k), YouTube tutorials, pharmacy point-of-sale displays and an email programme (88k subscribers).
## Recent campaigns
- "Calm Skin Diaries" creator series (June–August 2025): budget €70,000, 4.6M views, engagement rate 6.2%, CTR 2.3%.
- Black Friday bundle (November 2025): revenue €410,000, ROAS 5.8, 18% of buyers new to the brand.
- Pharmacy sampling (January–February 2026): 42,000 samples, 11% conversion to a full-size purchase.
## Tone of voice
Gentle, science-backed and reassuring; short sentences, honest claims, never before-and-after photos.`,
};

const harbourAndPine: DemoCustomer = {
  name: 'Harbour & Pine',
  description: 'Outdoor clothing brand for hikers and sailors, with 14 stores and an online shop.',
  profile: `# Harbour & Pine
## Industry
Outdoor apparel: waterproof jackets, knitwear and walking gear, 14 own stores in the UK and Ireland plus an online shop.
## Goals
- Make the autumn 2026 collection the most successful launch in the brand's history (target £3.2M sales).
- Reach a younger audience: lift the share of buyers under 35 from 21% to 30%.
- Promote the lifetime repair service as a reason to pay more.
## Audiences
- Weekend hikers aged 30–55 who value durability over fashion.
- Coastal sailors and families who spend holidays outdoors.
- Younger city buyers who like the heritage look.
## Channels
Instagram (74k followers), YouTube films, outdoor magazines, out-of-home posters near national parks and the email club (110k members).
## Recent campaigns
- "Built for Weather" autumn film (September–October 2025): budget £180,000, 3.1M views, view-through rate 38%, store visits up 12%.
- Repair service story (January 2026): earned media in 24 titles, repair bookings up 65%.
- Spring knitwear drop (March 2026): budget £55,000, CTR 1.6%, CPA £21.40, ROAS 4.0.
## Tone of voice
Understated, practical and a little poetic about landscapes; real people and real weather, no stock smiles.`,
};

const pixelPalsToys: DemoCustomer = {
  name: 'Pixel Pals Toys',
  description: 'Maker of screen-free coding toys for children aged 5 to 10.',
  profile: `# Pixel Pals Toys
## Industry
Educational toys: screen-free coding robots and puzzle kits for children aged 5–10, sold online, in toy shops and to schools.
## Goals
- Sell 90,000 units of the new "Pixel Rover" robot between September and December 2026.
- Win 400 primary schools as customers of the classroom kit.
- Grow the parent newsletter from 30,000 to 55,000 subscribers.
## Audiences
- Parents of children aged 5–10 who worry about screen time.
- Grandparents buying birthday and Christmas presents.
- Primary school teachers who must teach computing with little training.
## Channels
YouTube (unboxing and lesson videos), Instagram (41k followers), Pinterest, parent bloggers, education fairs and toy retailers.
## Recent campaigns
- "Code Without Screens" Christmas campaign (November–December 2025): budget £120,000, reach 2.4M, CTR 1.4%, ROAS 3.6.
- Teacher webinar series (February 2026): 2,300 teachers registered, 180 schools ordered a classroom kit.
- Back-to-school push (August 2025): sales up 33% on August 2024, CPA £12.80.
## Tone of voice
Playful, encouraging and clear; speaks to parents as partners, explains the learning benefit in one line.`,
};

const tidewaterTravel: DemoCustomer = {
  name: 'Tidewater Travel',
  description: 'Online travel agency for coastal holidays in Europe.',
  profile: `# Tidewater Travel
## Industry
Travel: an online agency selling coastal holiday packages (flights, hotels and transfers) in Portugal, Spain, Greece and Croatia.
## Goals
- Increase summer 2026 bookings by 25% over summer 2025 (from 48,000 to 60,000 bookings).
- Lower the blended CPA from £41 to £34.
- Sell more shoulder-season trips in May, June and September.
## Audiences
- Families with children aged 4–14 who book six months ahead.
- Couples aged 50–70 travelling outside school holidays.
- Young groups looking for last-minute deals.
## Channels
Google search and Performance Max, Meta ads, a price-alert email list (240k subscribers), affiliate sites and comparison portals.
## Recent campaigns
- "Early Summer Escape" (January–February 2026): budget £350,000, 14,200 bookings, CPA £24.60, ROAS 7.2.
- Shoulder-season push (April–May 2025): budget £95,000, CTR 2.6%, bookings in May up 19%.
- Last-minute retargeting (July–August 2025): budget £60,000, CPA £18.90, conversion rate 4.8%.
## Tone of voice
Sunny, practical and reassuring; clear prices, no small print surprises, light humour.`,
};

const greenforkMealKits: DemoCustomer = {
  name: 'Greenfork Meal Kits',
  description: 'Vegetarian meal-kit subscription delivered weekly across the UK.',
  profile: `# Greenfork Meal Kits
## Industry
Food delivery: a weekly subscription of vegetarian meal kits with recipes, delivered across the UK, 68,000 active subscribers.
## Goals
- Reduce churn in the first eight weeks from 46% to 35%.
- Reach 90,000 active subscribers by September 2026.
- Launch a family box and a high-protein box in 2026.
## Audiences
- Flexitarian couples aged 25–40 who want to eat less meat without planning.
- Busy parents who need quick dinners the children will eat.
- Gym-goers who want protein-rich vegetarian meals.
## Channels
Meta and TikTok ads, influencer cooking videos, podcast ads, door drops with discount codes and a lifecycle email and push programme.
## Recent campaigns
- "Veggie January" (January 2026): budget £210,000, 19,500 new subscribers, CPA £10.80, 8-week retention 58%.
- Podcast sponsorships (October–November 2025): budget £48,000, 3,100 sign-ups with codes, CPA £15.50.
- Win-back emails (March 2026): 12% of lapsed customers returned, revenue £96,000.
## Tone of voice
Cheerful, encouraging and food-first; talks about flavour before health, never about guilt.`,
};

const rutaVerde: DemoCustomer = {
  name: 'Ruta Verde Bicicletas',
  description: 'Tienda valenciana de bicicletas eléctricas con venta online y cinco tiendas físicas.',
  profile: `# Ruta Verde Bicicletas
## Sector
Movilidad urbana: venta de bicicletas eléctricas, accesorios y mantenimiento, con cinco tiendas en la Comunidad Valenciana y tienda online en toda España.
## Objetivos
- Vender 7.500 bicicletas eléctricas en 2026, un 30% más que en 2025.
- Bajar el coste por lead de la prueba gratuita de 14 € a 9 €.
- Lanzar un plan de renting para empresas con 40 clientes antes de junio de 2026.
## Audiencias
- Trabajadores de 28 a 50 años que quieren dejar el coche para ir a la oficina.
- Familias que buscan una bicicleta de carga para llevar a los niños al colegio.
- Empresas que ofrecen movilidad sostenible a su plantilla.
## Canales
Google Ads, Meta, YouTube con pruebas de producto, newsletter (18.000 suscriptores), ferias de movilidad y tiendas físicas.
## Campañas recientes
- "Al trabajo en bici" (septiembre–octubre de 2025): presupuesto 42.000 €, 3.900 leads de prueba gratuita, coste por lead 10,80 €, CTR 2,4%.
- Rebajas de primavera (marzo–abril de 2026): ventas online +36%, ROAS 5,3, ticket medio 2.150 €.
- Piloto de renting para empresas (enero de 2026): 14 empresas y 210 bicicletas contratadas.
## Tono de voz
Directo, optimista y práctico; habla de tiempo ahorrado y de ciudad, no de sacrificio.`,
};

const meridianClinics: DemoCustomer = {
  name: 'Meridian Health Clinics',
  description: 'Private physiotherapy and sports medicine clinics in 22 UK towns.',
  profile: `# Meridian Health Clinics
## Industry
Private healthcare: physiotherapy, sports medicine and back-pain programmes in 22 clinics, paid privately or through insurers.
## Goals
- Fill 85% of appointment slots in every clinic (today 71% on average).
- Grow corporate wellbeing contracts from 35 to 60 employers in 2026.
- Improve the Google rating of every clinic to at least 4.7.
## Audiences
- Adults aged 30–65 with back, neck or joint pain.
- Runners and amateur athletes recovering from injury.
- HR managers buying wellbeing benefits for staff.
## Channels
Local search and Google Business profiles, Meta ads by postcode, GP and insurer referrals, LinkedIn for employers and a monthly patient newsletter (27k).
## Recent campaigns
- "Back to Moving" local search campaign (October 2025): budget £38,000, 4,700 bookings, cost per booking £8.10.
- Employer webinar series (January–March 2026): 640 HR attendees, 11 new corporate contracts.
- Review requests after treatment (since November 2025): average rating up from 4.4 to 4.6.
## Tone of voice
Caring, expert and encouraging; plain medical language, never alarming, always clear about prices.`,
};

const atlasFreight: DemoCustomer = {
  name: 'Atlas Freight Logistics',
  description: 'B2B road and warehouse logistics company serving retailers and manufacturers.',
  profile: `# Atlas Freight Logistics
## Industry
B2B logistics: road freight, warehousing and e-commerce fulfilment for retailers and manufacturers, 9 depots, turnover £140M.
## Goals
- Win 25 new fulfilment customers with annual contracts above £250,000 in 2026.
- Position Atlas as the low-carbon choice: 40% of the fleet electric or HVO-fuelled by 2027.
- Shorten the sales cycle from nine months to six.
## Audiences
- Operations and supply-chain directors at mid-sized retailers.
- E-commerce founders outgrowing their first warehouse.
- Procurement teams that run formal tenders.
## Channels
LinkedIn (ads and thought leadership), account-based email, trade shows, industry press and a sales team of 14.
## Recent campaigns
- Account-based campaign for 80 target retailers (September–December 2025): budget £65,000, 29 meetings, 6 contracts signed, pipeline £4.8M.
- "Greener Miles" report (February 2026): 1,900 downloads, 340 marketing-qualified leads.
- Trade show at Multimodal (June 2025): 210 conversations, 18 proposals.
## Tone of voice
Confident, precise and no-nonsense; numbers first, short sentences, British spelling.`,
};

const bloomAndBerry: DemoCustomer = {
  name: 'Bloom & Berry Florists',
  description: 'Online florist with same-day delivery in London and next-day delivery across the UK.',
  profile: `# Bloom & Berry Florists
## Industry
Retail: seasonal flower bouquets and plant gifts, same-day delivery in London and next-day across the UK, 150,000 orders a year.
## Goals
- Make Valentine's Day and Mother's Day 2026 the best peaks ever (target 38,000 orders together).
- Grow the flower subscription to 9,000 members.
- Cut customer-service contacts per order from 0.18 to 0.10.
## Audiences
- Gift buyers aged 25–45 who order on their phone on the day.
- Corporate clients sending flowers to staff and clients.
- Plant lovers subscribing for their own home.
## Channels
Google Shopping, Meta and Pinterest ads, Instagram (93k followers), SMS and email reminders before key dates, and a gifting partnership with two banks.
## Recent campaigns
- Mother's Day (March 2025): budget £75,000, 17,400 orders, ROAS 6.1, on-time delivery 98.2%.
- Valentine's Day (February 2026): budget £90,000, 21,900 orders, CPA £9.30, 22% new customers.
- Subscription launch (October 2025): 3,800 members in three months, churn 7% a month.
## Tone of voice
Romantic but not cheesy, warm and helpful; tells the story of each flower in one sentence.`,
};

export const demoCustomers: Record<
  'coandco' | 'creative' | 'marketing' | 'service',
  readonly DemoCustomer[]
> = {
  coandco: [northwindCoffee, casaOlivar, brightlaneBank],
  creative: [lumenSkincare, harbourAndPine, pixelPalsToys],
  marketing: [tidewaterTravel, greenforkMealKits, rutaVerde],
  service: [meridianClinics, atlasFreight, bloomAndBerry],
};

/** The product's five specialists, in catalogue order; the short name in chat titles is the first word. */
export const demoSpecialists: readonly DemoSpecialist[] = [
  {
    name: 'Nora SEO/SEM',
    description: 'SEO expert and content generator',
    instructions:
      'Nora answers with search opportunities: keywords, content ideas and paid-search tips, each tied to the customer goal it serves.',
  },
  {
    name: 'Leo Social Media',
    description: 'Organic content strategy and creative direction',
    instructions:
      'Leo proposes organic social content: formats, post ideas and a creative direction that fits the brand tone of voice.',
  },
  {
    name: 'Marta Strategy',
    description: 'Audiences, buyer personas and pain points',
    instructions:
      'Marta frames the answer around audiences: who the buyer personas are, what pains them and which message moves them.',
  },
  {
    name: 'Iris Insights',
    description: 'Data analysis',
    instructions:
      'Iris reads the figures first: she compares campaign results, names the metric that matters and says what the data cannot show.',
  },
  {
    name: 'Hugo Research',
    description: 'Market research and prospecting',
    instructions:
      'Hugo looks outward: competitors, market trends and prospects worth approaching, and he says which facts need checking.',
  },
];
