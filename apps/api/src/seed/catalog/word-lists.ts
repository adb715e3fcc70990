// Word lists of the generator: common US first names and surnames, street names and review texts.

export const FIRST_NAMES = [
  "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Barbara",
  "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Carlos", "Karen", "Daniel", "Maria", "Matthew", "Nancy",
  "Anthony", "Lisa", "Mark", "Betty", "Luis", "Sandra", "Kevin", "Ashley", "Brian", "Emily", "Jose", "Michelle", "Wei", "Priya",
] as const;

export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez",
  "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Thompson", "White", "Harris", "Clark",
  "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Nguyen", "Hill", "Flores", "Green", "Baker",
] as const;

export const STREET_NAMES = [
  "Main", "Oak", "Maple", "Washington", "Lincoln", "Park", "Highland", "Lakeview", "Commerce", "Industrial", "Auto Mall",
  "Motor", "Central", "Sunset", "Ridge", "Valley", "Airport", "Market", "University", "Jefferson", "Madison", "Franklin",
] as const;

export const STREET_SUFFIXES = ["Street", "Avenue", "Boulevard", "Drive", "Road", "Parkway", "Highway", "Way"] as const;

/** Review texts by the star rating they fit. */
export const REVIEW_TEMPLATES: readonly { rating: number; title: string; text: string }[] = [
  { rating: 5, title: "Smooth and honest", text: "The price online was the price at the desk. Paperwork took under an hour and the car was detailed when I picked it up." },
  { rating: 5, title: "Best buying experience", text: "Our salesperson answered every question without pressure and sent a walkaround video before we drove over." },
  { rating: 5, title: "Great trade-in offer", text: "They matched the appraisal I got elsewhere and finished everything the same afternoon." },
  { rating: 4, title: "Good deal, slow finance office", text: "Fair price and a clean car, but we waited almost two hours for the finance manager." },
  { rating: 4, title: "Helpful staff", text: "Friendly team and a fair trade-in. The car needed a second key, which they ordered for free." },
  { rating: 3, title: "Okay overall", text: "The car was as described, but they tried hard to sell add-ons we did not ask for." },
  { rating: 3, title: "Mixed experience", text: "Sales was quick to reply, service scheduling was not. Price was about average for the area." },
  { rating: 2, title: "Hidden fees", text: "The advertised price did not include a dealer prep fee that only showed up at signing." },
  { rating: 2, title: "Car not ready", text: "We drove an hour for a test drive and the car had not been brought up from storage." },
  { rating: 1, title: "Would not recommend", text: "The listed car was already sold when we arrived and they pushed a more expensive one instead." },
  { rating: 1, title: "No follow-up", text: "Three calls about the title paperwork and nobody called back for two weeks." },
];

/** Exterior colours as feeds spell them; §9 colour filter names in lower case. */
export const EXTERIOR_COLORS: readonly { name: string; weight: number }[] = [
  { name: "White", weight: 25 }, { name: "Black", weight: 20 }, { name: "Gray", weight: 17 }, { name: "Silver", weight: 11 },
  { name: "Blue", weight: 9 }, { name: "Red", weight: 9 }, { name: "Green", weight: 2 }, { name: "Brown", weight: 1.5 },
  { name: "Gold", weight: 1 }, { name: "Orange", weight: 1 }, { name: "Yellow", weight: 0.6 }, { name: "Maroon", weight: 0.8 },
  { name: "Navy", weight: 1 }, { name: "Purple", weight: 0.3 },
];

export const INTERIOR_COLORS = ["Black", "Gray", "Beige", "Brown", "White", "Red"] as const;
