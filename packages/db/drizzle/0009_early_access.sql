CREATE TABLE "session_event_access" (
	"session_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"key_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_event_access_session_id_event_id_pk" PRIMARY KEY("session_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "session_event_access" ADD CONSTRAINT "session_event_access_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "session_event_access" ADD CONSTRAINT "session_event_access_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_event_access" ADD CONSTRAINT "session_event_access_key_id_event_access_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."event_access_keys"("id") ON DELETE cascade ON UPDATE no action;