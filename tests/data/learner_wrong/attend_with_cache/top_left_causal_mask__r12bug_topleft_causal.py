# https://github.com/pytorch/pytorch/issues/115111
# Bug: causal mask of the cache step is aligned TOP-LEFT (key j visible iff j <= i, like SDPA's is_causal=True with
# q_len != k_len) instead of bottom-right (j <= t_past + i): a new token only sees the first keys of the cache.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / math.sqrt(q_new.shape[-1])
    # tril(diagonal=0) on a (t_new, t_total) grid, as in torch's is_causal reference
    allowed = np.tril(np.ones((t_new, t_total), dtype=bool))
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(q_new.dtype)
    return (w @ v_all).astype(q_new.dtype), k_all, v_all
