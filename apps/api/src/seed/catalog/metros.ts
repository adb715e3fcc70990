/**
 * Large US metro areas by a central real ZIP, weighted by metro population in millions (2020 census,
 * rounded). Dealers cluster around them so searches near big cities find many cars, as in real life.
 */
export const METROS: readonly { zip: string; population: number }[] = [
  { zip: "10001", population: 19.8 }, { zip: "90012", population: 13.0 }, { zip: "60601", population: 9.5 },
  { zip: "75201", population: 7.6 }, { zip: "77002", population: 7.1 }, { zip: "20001", population: 6.3 },
  { zip: "19103", population: 6.2 }, { zip: "33130", population: 6.1 }, { zip: "30303", population: 6.1 },
  { zip: "02108", population: 4.9 }, { zip: "85004", population: 4.9 }, { zip: "94103", population: 4.7 },
  { zip: "92501", population: 4.6 }, { zip: "48226", population: 4.4 }, { zip: "98101", population: 4.0 },
  { zip: "55401", population: 3.7 }, { zip: "92101", population: 3.3 }, { zip: "33602", population: 3.2 },
  { zip: "80202", population: 3.0 }, { zip: "21201", population: 2.8 }, { zip: "63101", population: 2.8 },
  { zip: "32801", population: 2.7 }, { zip: "28202", population: 2.7 }, { zip: "78205", population: 2.6 },
  { zip: "97204", population: 2.5 }, { zip: "95814", population: 2.4 }, { zip: "15222", population: 2.4 },
  { zip: "78701", population: 2.3 }, { zip: "89101", population: 2.3 }, { zip: "45202", population: 2.3 },
  { zip: "64106", population: 2.2 }, { zip: "43215", population: 2.1 }, { zip: "46204", population: 2.1 },
  { zip: "44113", population: 2.1 }, { zip: "95113", population: 2.0 }, { zip: "37203", population: 2.0 },
  { zip: "23451", population: 1.8 }, { zip: "32202", population: 1.6 }, { zip: "53202", population: 1.6 },
  { zip: "27601", population: 1.4 }, { zip: "73102", population: 1.4 }, { zip: "38103", population: 1.3 },
  { zip: "40202", population: 1.3 }, { zip: "70112", population: 1.3 }, { zip: "84101", population: 1.2 },
  { zip: "35203", population: 1.1 }, { zip: "14202", population: 1.1 }, { zip: "96813", population: 1.0 },
  { zip: "74103", population: 1.0 }, { zip: "68102", population: 0.97 }, { zip: "87102", population: 0.9 },
  { zip: "83702", population: 0.76 }, { zip: "72201", population: 0.75 }, { zip: "50309", population: 0.7 },
  { zip: "99201", population: 0.6 }, { zip: "99501", population: 0.4 },
];

/** Dealers this close to a metro centre count as that metro's (miles). */
export const METRO_RADIUS_MILES = 35;
