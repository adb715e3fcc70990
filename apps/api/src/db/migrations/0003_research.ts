import { sql, type Kysely } from "kysely";

// research content, rankings, car reviews, news.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("news_authors")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("designation", "text", (c) => c.notNull())
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("is_deleted", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable("news_categories")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("is_major", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("news_articles")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("title_slug", "text", (c) => c.notNull().unique())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("thumbnail_image", "text", (c) => c.notNull())
    .addColumn("featured_image", "text", (c) => c.notNull())
    .addColumn("hero_image", "text")
    .addColumn("content_hero_image", "text")
    .addColumn("above_excerpt", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author_id", "integer", (c) => c.notNull().references("news_authors.id"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("news_categories.id"))
    .addColumn("section", "text")
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addColumn("is_ads_active", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("ads_query", "text")
    .addColumn("published_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("news_articles_published").on("news_articles").column("published_at desc").execute();
  await db.schema.createIndex("news_articles_category").on("news_articles").columns(["category_id", "published_at desc"]).execute();
  await db.schema.createIndex("news_articles_author").on("news_articles").column("author_id").execute();

  await db.schema
    .createTable("research_cars")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("model_id", "integer", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("score", "real", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull())
    .addUniqueConstraint("research_cars_model_year", ["model_id", "year"])
    .addForeignKeyConstraint("research_cars_model_year_fk", ["model_id", "year"], "model_years", ["model_id", "year"], (c) => c.onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("rankings")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("body_type", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("ranking_entries")
    .addColumn("ranking_id", "integer", (c) => c.notNull().references("rankings.id").onDelete("cascade"))
    .addColumn("research_car_id", "integer", (c) => c.notNull().references("research_cars.id").onDelete("cascade"))
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("score", "real", (c) => c.notNull())
    .addPrimaryKeyConstraint("ranking_entries_pk", ["ranking_id", "research_car_id"])
    .execute();

  await db.schema
    .createTable("car_reviews")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("research_car_id", "integer", (c) => c.notNull().references("research_cars.id").onDelete("cascade"))
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("moderation_note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("car_reviews_car_status").on("car_reviews").columns(["research_car_id", "status"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["car_reviews", "ranking_entries", "rankings", "research_cars", "news_articles", "news_categories", "news_authors"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
