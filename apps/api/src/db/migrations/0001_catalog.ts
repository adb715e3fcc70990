import { sql, type Kysely } from "kysely";

// brands, models, model years, ZIPs, dealers, listings, price history, dealer reviews and their votes.
// Plain SQL: the same statements run on PGlite and Postgres 15+, and the geo index needs an expression.
const statements = [
  sql`create table brands (
    id serial primary key,
    name text not null,
    slug text not null unique,
    is_used boolean not null default true,
    is_new boolean not null default true,
    is_certified boolean not null default true
  )`,
  sql`create table models (
    id serial primary key,
    brand_id integer not null references brands(id),
    name text not null,
    slug text not null,
    body_type text not null,
    vehicle_class text not null,
    submodel_family_slug text not null,
    url text not null,
    unique (brand_id, slug)
  )`,
  sql`create table model_years (
    model_id integer not null references models(id),
    year integer not null,
    msrp_base integer not null,
    trims jsonb not null default '[]',
    primary key (model_id, year)
  )`,
  sql`create table zips (
    zip text primary key,
    city text not null,
    state text not null,
    latitude double precision not null,
    longitude double precision not null
  )`,
  sql`create table dealers (
    id serial primary key,
    name text not null,
    slug text not null,
    email text not null,
    website text not null,
    contact jsonb not null default '{}',
    timing jsonb not null default '{}',
    address text not null,
    zip text not null,
    city text not null,
    state text not null,
    latitude double precision not null,
    longitude double precision not null,
    rating double precision not null default 0,
    rating_count integer not null default 0,
    dealer_url text not null
  )`,
  sql`create table listings (
    vin text primary key,
    dealer_id integer not null references dealers(id),
    brand_id integer not null references brands(id),
    model_id integer not null references models(id),
    year integer not null,
    brand_name text not null,
    brand_slug text not null,
    model_name text not null,
    model_slug text not null,
    body_type text not null,
    trim_name text,
    trim_family_name text,
    submodel_name text,
    submodel_slug text,
    submodel_family_slug text,
    submodel_family_name text,
    vin_name text not null,
    condition text not null check (condition in ('new', 'used', 'certified')),
    is_latest boolean not null default false,
    is_sold boolean not null default false,
    price integer,
    dealer_price integer,
    msrp integer,
    previous_price integer,
    expected_price integer,
    comparable_count integer not null default 0,
    deal_value text,
    deal_difference integer,
    deal_rank smallint not null default 5,
    mileage integer,
    fuel_economy real,
    fuel text,
    engine text,
    engine_type text,
    drivetrain text,
    transmission text,
    color text not null default 'UNKNOWN',
    interior_color text,
    main_picture text,
    image text,
    thumb_exterior jsonb not null default '[]',
    other_images jsonb not null default '[]',
    sample_images jsonb not null default '[]',
    image_count integer not null default 0,
    city_name text not null,
    state_name text not null,
    latitude double precision not null,
    longitude double precision not null,
    date_of_release_in_market timestamptz not null,
    save_car_count integer not null default 0,
    major_options jsonb not null default '[]',
    owner_count integer,
    count_accident integer,
    has_accidents boolean,
    theft_title boolean,
    url text not null,
    feed_item_id text,
    last_seen_in_feed timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  // "Cars near my ZIP": a GiST index on the earth point answers earth_box(...) @> ll_to_earth(...) (ADR 030).
  sql`create index listings_geo on listings using gist (ll_to_earth(latitude, longitude)) where not is_sold`,
  sql`create index listings_model_year on listings (model_id, year) where not is_sold`,
  sql`create index listings_brand on listings (brand_id) where not is_sold`,
  sql`create index listings_dealer on listings (dealer_id)`,
  sql`create index listings_created on listings (created_at desc) where not is_sold`,
  sql`create table price_history (
    vin text not null references listings(vin) on delete cascade,
    timestamp bigint not null,
    price integer not null,
    primary key (vin, timestamp)
  )`,
  sql`create table dealer_reviews (
    id serial primary key,
    dealer_id integer not null references dealers(id),
    rating smallint not null check (rating between 1 and 5),
    title text not null,
    text text not null,
    author_name text not null,
    created_at timestamptz not null default now(),
    likes integer not null default 0,
    dislikes integer not null default 0
  )`,
  sql`create index dealer_reviews_dealer on dealer_reviews (dealer_id, created_at desc)`,
  sql`create table dealer_review_votes (
    review_id integer not null references dealer_reviews(id) on delete cascade,
    voter text not null,
    vote smallint not null check (vote in (-1, 1)),
    primary key (review_id, voter)
  )`,
  // Small tables: a latitude band from a btree is enough, and btree inserts are 10x cheaper than GiST.
  sql`create index zips_latitude on zips (latitude)`,
  sql`create index dealers_latitude on dealers (latitude)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["dealer_review_votes", "dealer_reviews", "price_history", "listings", "dealers", "zips", "model_years", "models", "brands"]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
