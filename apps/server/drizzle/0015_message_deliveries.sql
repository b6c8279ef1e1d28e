CREATE TABLE "message_deliveries" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
