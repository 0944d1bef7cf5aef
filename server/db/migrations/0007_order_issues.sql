CREATE TABLE "customer_order_issues" (
	"id_customer_order_issue" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_customer_order" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"subject" varchar(100) NOT NULL,
	"description" varchar(2000),
	"status_name" varchar(20) DEFAULT 'Open' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_order_issues_status_check" CHECK (status_name in ('Open', 'In Progress', 'Closed', 'Canceled', 'Rejected', 'Reopened', 'Receipted', 'Waiting', 'Expired'))
);
--> statement-breakpoint
ALTER TABLE "customer_order_issues" ADD CONSTRAINT "customer_order_issues_id_customer_order_customer_orders_id_customer_order_fk" FOREIGN KEY ("id_customer_order") REFERENCES "public"."customer_orders"("id_customer_order") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_issues" ADD CONSTRAINT "customer_order_issues_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_order_issues_order_idx" ON "customer_order_issues" USING btree ("id_customer_order","creation_date");