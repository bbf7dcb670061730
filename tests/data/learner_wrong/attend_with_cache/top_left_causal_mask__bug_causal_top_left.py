# Bug report: https://github.com/lucidrains/x-transformers/issues/187
# is_causal=True of F.scaled_dot_product_attention is top-left aligned: with a cache (q_len=1,
# k_len=n) the causal mask wrongly masks out the cached keys. Here: key j allowed iff j <= i.
import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_new, t_all = q_new.shape[-2], k.shape[-2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != t_all:
        raise ValueError("key_padding_mask does not cover the keys")
    s = q_new @ np.swapaxes(k, -1, -2) / math.sqrt(q_new.shape[-1])
    allowed = np.tril(np.ones((t_new, t_all), dtype=bool))  # BUG: top-left aligned
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    p = np.exp(s - m)
    den = p.sum(-1, keepdims=True)
    p = np.where(den > 0, p / np.where(den > 0, den, 1), 0)
    return p @ v, k, v
