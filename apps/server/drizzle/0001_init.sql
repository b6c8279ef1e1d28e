CREATE TYPE "public"."category" AS ENUM('car', 'motorcycle', 'mobile');--> statement-breakpoint
CREATE TYPE "public"."city" AS ENUM('abu-dhabi', 'dubai', 'sharjah', 'ajman', 'fujairah', 'ras-al-khaimah', 'umm-al-quwain');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."operator" AS ENUM('du', 'eand');--> statement-breakpoint
CREATE TABLE "customer_avatars" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"reset_password_hash" text,
	"reset_expires_at" timestamp with time zone,
	"gender" "gender",
	"avatar_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"customer_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_customer_id_listing_id_pk" PRIMARY KEY("customer_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"category" "category" NOT NULL,
	"city" "city",
	"code" text,
	"operator" "operator",
	"number" text NOT NULL,
	"digits" smallint,
	"prefix" text,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"status" boolean DEFAULT true NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_order" boolean DEFAULT false NOT NULL,
	"is_ad" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text GENERATED ALWAYS AS ("number" || ' ' || "title_en" || ' ' || "title_ar" || ' ' || "description_en" || ' ' || "description_ar") STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_signups" (
	"email" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar_type" text,
	"avatar" "bytea",
	"email_code_hash" text NOT NULL,
	"whatsapp_code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_avatars" ADD CONSTRAINT "customer_avatars_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "favorites_recent" ON "favorites" USING btree ("customer_id","created_at" DESC NULLS FIRST,"listing_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorites_listing" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_feed" ON "listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_order") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_feed_all" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_order","category") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_price_asc" ON "listings" USING btree ("category","new_price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_order") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_price_desc" ON "listings" USING btree ("category","new_price" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_order") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_plate" ON "listings" USING btree ("category","city","code","digits","is_order") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_plate_digits" ON "listings" USING btree ("category","digits","is_order") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_mobile" ON "listings" USING btree ("category","operator","prefix","is_order") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_mobile_prefix" ON "listings" USING btree ("category","prefix","is_order") WHERE status;--> statement-breakpoint
CREATE INDEX "listings_ad" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status and is_ad;--> statement-breakpoint
CREATE INDEX "listings_customer" ON "listings" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_search" ON "listings" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "listings_unsold_plate" ON "listings" USING btree ("customer_id","category","is_order","number","city","code") WHERE not is_sold and category <> 'mobile';--> statement-breakpoint
CREATE UNIQUE INDEX "listings_unsold_mobile" ON "listings" USING btree ("customer_id","is_order","number") WHERE not is_sold and category = 'mobile';--> statement-breakpoint
CREATE INDEX "sessions_customer" ON "sessions" USING btree ("customer_id");