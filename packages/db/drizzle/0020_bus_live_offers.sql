CREATE INDEX "waiting_list_entries_offer_idx" ON "waiting_list_entries" USING btree ("event_id","offer_expires_at") WHERE "waiting_list_entries"."claimed_at" IS NULL AND "waiting_list_entries"."offer_expires_at" IS NOT NULL;--> statement-breakpoint

-- hold_seats (0018) leaves a session with live waiting-list offers to the general hold (issue 19: process B took
-- the places process A's sweeper had just offered, deciding from its own copy of the sessions with offers).
CREATE OR REPLACE FUNCTION hold_seats(p_session text, p_user integer, p_event integer, p_seats integer[],
    p_prices integer[], p_now timestamptz, p_until timestamptz, p_cart_limit integer,
    p_event_limit integer, p_address inet DEFAULT NULL, p_max_places integer DEFAULT NULL,
    p_new_carts integer DEFAULT NULL, p_since timestamptz DEFAULT NULL)
  RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer[];
  v_cart integer;
  v_expires timestamptz;
  v_got integer[];
  v_lines json;
  v_refusal text;
BEGIN
  -- Refused without taking a lock: seats visibly held by anyone else (a hint; the claim decides).
  SELECT array_agg(h.seat_id ORDER BY h.seat_id) INTO v_taken FROM seat_holds h
  WHERE h.event_id = p_event AND h.seat_id = ANY (p_seats)
    AND (h.expires_at IS NULL OR h.expires_at > p_now)
    AND (h.cart_id IS NULL OR h.cart_id NOT IN (
      SELECT c.id FROM carts c WHERE c.session_id = p_session OR c.user_id = p_user));
  IF v_taken IS NOT NULL THEN
    RETURN json_build_object('kind', 'taken', 'seats', v_taken);
  END IF;
  -- A session with live waiting-list offers: the general hold weighs the places they keep, in its transaction
  -- (cart.repository.ts holdInWindow), from the offers in the database and never a process's copy of them.
  IF EXISTS (SELECT 1 FROM waiting_list_entries w WHERE w.event_id = p_event AND w.claimed_at IS NULL
      AND w.offer_expires_at IS NOT NULL AND w.offer_expires_at > p_now) THEN
    RETURN json_build_object('kind', 'slow');
  END IF;
  IF p_user IS NOT NULL AND p_session IS NOT NULL
    AND EXISTS (SELECT 1 FROM carts c WHERE c.session_id = p_session AND c.user_id IS NULL) THEN
    RETURN json_build_object('kind', 'slow');
  END IF;

  PERFORM set_config('synchronous_commit', 'off', true);
  -- The owner's cart, locked; made when missing (a parallel request making it first is waited for).
  FOR attempt IN 1..2 LOOP
    IF p_user IS NOT NULL THEN
      SELECT c.id, c.expires_at INTO v_cart, v_expires FROM carts c WHERE c.user_id = p_user FOR UPDATE;
    ELSE
      SELECT c.id, c.expires_at INTO v_cart, v_expires FROM carts c WHERE c.session_id = p_session FOR UPDATE;
    END IF;
    EXIT WHEN v_cart IS NOT NULL;
    IF p_user IS NOT NULL THEN
      INSERT INTO carts (user_id) VALUES (p_user) ON CONFLICT (user_id) DO NOTHING RETURNING id INTO v_cart;
    ELSE
      INSERT INTO carts (session_id) VALUES (p_session) ON CONFLICT (session_id) DO NOTHING RETURNING id INTO v_cart;
    END IF;
    EXIT WHEN v_cart IS NOT NULL;
  END LOOP;
  IF v_cart IS NULL THEN
    RAISE EXCEPTION 'cart could not be opened';
  END IF;
  IF (v_expires IS NOT NULL AND v_expires > p_now)
    OR EXISTS (SELECT 1 FROM cart_items ci WHERE ci.cart_id = v_cart)
    OR EXISTS (SELECT 1 FROM seat_holds h WHERE h.cart_id = v_cart)
    OR EXISTS (SELECT 1 FROM zone_holds z WHERE z.cart_id = v_cart) THEN
    RETURN json_build_object('kind', 'slow');
  END IF;

  IF cardinality(p_seats) > p_cart_limit THEN
    RETURN json_build_object('kind', 'too_many', 'max', p_cart_limit);
  END IF;
  IF cardinality(p_seats) > p_event_limit THEN
    RETURN json_build_object('kind', 'too_many', 'max', p_event_limit);
  END IF;
  -- A fresh window: the network's limits (after the cart's lock, before the seats').
  v_refusal := hold_address_refusal(p_address, v_cart, p_event, NULL, cardinality(p_seats), p_now, p_max_places,
    true, p_new_carts, p_since);
  IF v_refusal IS NOT NULL THEN
    RETURN json_build_object('kind', 'hold_limit', 'reason', v_refusal);
  END IF;

  -- All or nothing: a claim that misses a seat undoes the block (a subtransaction) and says which.
  BEGIN
    SELECT array_agg(s) INTO v_got FROM claim_seats(p_event, v_cart, p_seats, p_now, p_until, p_address) AS s;
    IF coalesce(cardinality(v_got), 0) < cardinality(p_seats) THEN
      v_taken := ARRAY(SELECT s FROM unnest(p_seats) AS s WHERE s <> ALL (coalesce(v_got, '{}')) ORDER BY s);
      RAISE EXCEPTION USING ERRCODE = 'AH409';
    END IF;
    WITH lines AS (
      INSERT INTO cart_items (cart_id, event_id, seat_id, quantity, price_kopecks, created_at)
      SELECT v_cart, p_event, s.id, 1, s.price, p_now FROM unnest(p_seats, p_prices) AS s (id, price)
      RETURNING id, seat_id, price_kopecks
    )
    SELECT json_agg(json_build_array(l.id, l.seat_id, l.price_kopecks) ORDER BY l.seat_id) INTO v_lines FROM lines l;
    UPDATE carts SET expires_at = p_until, updated_at = p_now WHERE id = v_cart;
  EXCEPTION WHEN SQLSTATE 'AH409' THEN
    RETURN json_build_object('kind', 'taken', 'seats', v_taken);
  END;
  RETURN json_build_object('kind', 'held', 'cart', v_cart, 'lines', v_lines);
END;
$$;
