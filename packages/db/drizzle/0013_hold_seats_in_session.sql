-- hold_seats_in_session: POST /cart/add of a browser visitor in one statement, the session included. The API
-- checks the CSRF token against the session id its cookie names (an HMAC: no database), and leaves "that session
-- is alive, and whose it is" to this function, which reads it as the session plugin would (an expired or unknown
-- session: 'no_session', which the API answers 403 csrf_failed as before; a deactivated user's session: anonymous),
-- slides its idle expiry at most once a minute as the plugin's commit would, and holds with hold_seats
-- (migration 0006), whose answer it returns as it is.
CREATE FUNCTION hold_seats_in_session(p_session text, p_event integer, p_seats integer[], p_prices integer[],
    p_now timestamptz, p_until timestamptz, p_cart_limit integer, p_event_limit integer,
    p_idle interval, p_absolute interval)
  RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_user integer;
BEGIN
  SELECT CASE WHEN u.is_active THEN s.user_id END INTO v_user
  FROM sessions s LEFT JOIN users u ON u.id = s.user_id
  WHERE s.id = p_session AND s.expires_at > p_now;
  IF NOT FOUND THEN
    RETURN json_build_object('kind', 'no_session');
  END IF;
  UPDATE sessions SET last_seen_at = p_now, expires_at = least(p_now + p_idle, created_at + p_absolute)
  WHERE id = p_session AND last_seen_at < p_now - interval '1 minute';
  RETURN hold_seats(p_session, v_user, p_event, p_seats, p_prices, p_now, p_until, p_cart_limit, p_event_limit);
END;
$$;
