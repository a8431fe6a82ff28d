-- Triggers that drizzle-kit cannot express. They keep two derived numbers equal to their source
-- rows, so the CHECK constraints on those numbers guard the real totals:
--   event_zone_inventory.taken      = sum(zone_holds.quantity) of the zone at the event
--   gift_certificates.balance_kopecks = sum(certificate_transactions.amount_kopecks)
-- pg_trigger_depth() tells a write made by these triggers (depth >= 2) from a direct one.

-- Zone places: every change of zone_holds moves `taken`; CHECK (taken BETWEEN 0 AND capacity)
-- refuses the change that would overfill the zone. Concurrent holders serialise on the
-- inventory row lock, and the second one is re-checked against the first one's result.
CREATE FUNCTION zone_holds_sync_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.event_id = OLD.event_id AND NEW.zone_id = OLD.zone_id THEN
    UPDATE event_zone_inventory SET taken = taken + NEW.quantity - OLD.quantity
      WHERE event_id = NEW.event_id AND zone_id = NEW.zone_id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE event_zone_inventory SET taken = taken - OLD.quantity
      WHERE event_id = OLD.event_id AND zone_id = OLD.zone_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE event_zone_inventory SET taken = taken + NEW.quantity
      WHERE event_id = NEW.event_id AND zone_id = NEW.zone_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER zone_holds_sync_taken
  AFTER INSERT OR DELETE OR UPDATE OF event_id, zone_id, quantity ON zone_holds
  FOR EACH ROW EXECUTE FUNCTION zone_holds_sync_taken();--> statement-breakpoint

CREATE FUNCTION event_zone_inventory_guard_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND (
    (TG_OP = 'INSERT' AND NEW.taken <> 0) OR (TG_OP = 'UPDATE' AND NEW.taken IS DISTINCT FROM OLD.taken)
  ) THEN
    RAISE EXCEPTION 'event_zone_inventory.taken is maintained from zone_holds; insert or delete zone_holds instead'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER event_zone_inventory_guard_taken
  BEFORE INSERT OR UPDATE OF taken ON event_zone_inventory
  FOR EACH ROW EXECUTE FUNCTION event_zone_inventory_guard_taken();--> statement-breakpoint

-- Certificate ledger: a transaction row moves the balance; CHECK (balance BETWEEN 0 AND nominal)
-- refuses an overdraw together with the debit that caused it.
CREATE FUNCTION certificate_transactions_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gift_certificates SET balance_kopecks = balance_kopecks + NEW.amount_kopecks
    WHERE id = NEW.certificate_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER certificate_transactions_apply
  AFTER INSERT ON certificate_transactions
  FOR EACH ROW EXECUTE FUNCTION certificate_transactions_apply();--> statement-breakpoint

CREATE FUNCTION certificate_transactions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'certificate_transactions is append-only; write a compensating transaction'
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER certificate_transactions_append_only
  BEFORE UPDATE OR DELETE ON certificate_transactions
  FOR EACH ROW EXECUTE FUNCTION certificate_transactions_append_only();--> statement-breakpoint

CREATE FUNCTION gift_certificates_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND (
    (TG_OP = 'INSERT' AND NEW.balance_kopecks <> 0)
    OR (TG_OP = 'UPDATE' AND NEW.balance_kopecks IS DISTINCT FROM OLD.balance_kopecks)
  ) THEN
    RAISE EXCEPTION 'gift_certificates.balance_kopecks changes only through certificate_transactions'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER gift_certificates_guard_balance
  BEFORE INSERT OR UPDATE OF balance_kopecks ON gift_certificates
  FOR EACH ROW EXECUTE FUNCTION gift_certificates_guard_balance();
