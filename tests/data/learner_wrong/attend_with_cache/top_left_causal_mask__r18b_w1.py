# MISTAKE: causal mask is top-left aligned (key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new queries cannot see most of the cache.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    keys = np.concatenate((k_cache, k_new), axis=2)
    vals = np.concatenate((v_cache, v_new), axis=2)
    n_q, n_k = q_new.shape[2], keys.shape[2]
    allow = np.tril(np.ones((n_q, n_k), dtype=bool))[None, None]
    if key_padding_mask is not None:
        if np.shape(key_padding_mask) != (q_new.shape[0], n_k):
            raise ValueError("padding mask length")
        allow = allow & np.asarray(key_padding_mask, bool)[:, None, None, :]
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, keys) / np.sqrt(q_new.shape[-1])
    allow = np.broadcast_to(allow, scores.shape)
    scores = np.where(allow, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    w = np.exp(scores - mx) * allow
    tot = w.sum(-1, keepdims=True)
    w = np.divide(w, tot, out=np.zeros_like(w), where=tot > 0)
    out = np.einsum("bhqk,bhkv->bhqv", w, vals).astype(q_new.dtype)
    return out, keys, vals
