# URL: https://github.com/lablup/mlxcel/pull/76
# Bug: the causal offset is taken from the cache "offset" that starts at -left_padding, so with a left-padded key_padding_mask query i sees j <= (t_past - n_left_pad[b]) + i instead of j <= t_past + i (correct without padding).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    b = q_new.shape[0]
    t_new = q_new.shape[-2]
    t_past = k_cache.shape[-2]
    t_total = k_all.shape[-2]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape != (b, t_total):
            raise ValueError("key_padding_mask has the wrong length")
        # number of leading padding tokens per sentence
        left_pad = np.argmax(key_padding_mask, axis=-1)
        left_pad = np.where(key_padding_mask.any(-1), left_pad, t_total)
    else:
        left_pad = np.zeros(b, dtype=int)
    offset = t_past - left_pad  # cache.offset starts at -left_padding
    i = np.arange(t_new)[None, :, None]
    j = np.arange(t_total)[None, None, :]
    allowed = j <= i + offset[:, None, None]          # (b, t_new, t_total)
    allowed = allowed[:, None, :, :]
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    allowed = np.broadcast_to(allowed, q_new.shape[:-2] + (t_new, t_total))
    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) * q_new.dtype.type(1.0 / np.sqrt(d))
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
