import math
from itertools import product

import numpy as np


def _attend_one(q, k, v, allowed):
    """One (batch, head) slice: q (t_new, d), k (T, d), v (T, d_v), allowed (t_new, T)."""
    out = np.zeros((q.shape[0], v.shape[-1]), dtype=np.result_type(q, v))
    scale = 1.0 / math.sqrt(q.shape[-1])
    for i, row in enumerate(q):
        keys = np.flatnonzero(allowed[i])
        if keys.size == 0:
            continue                      # nothing to look at: zero output
        s = (k[keys] @ row) * scale
        w = np.exp(s - s.max())
        w /= w.sum()
        out[i] = w @ v[keys]
    return out


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != k_new.shape[-2] or k_new.shape[-2] != v_new.shape[-2]:
        raise ValueError("q_new, k_new and v_new must bring the same number of new tokens")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    batch, heads, t_new, _ = q_new.shape
    t_past = k_cache.shape[-2]
    total = t_past + t_new

    i = np.arange(t_new)[:, None]
    j = np.arange(total)[None, :]
    causal = j <= t_past + i                          # bottom-right aligned

    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape != (batch, total):
            raise ValueError(f"key_padding_mask must be {(batch, total)}, got {key_padding_mask.shape}")

    out = np.empty((batch, heads, t_new, v_all.shape[-1]), dtype=np.result_type(q_new, v_all))
    for b, h in product(range(batch), range(heads)):
        allowed = causal if key_padding_mask is None else causal & key_padding_mask[b][None, :]
        out[b, h] = _attend_one(q_new[b, h], k_all[b, h], v_all[b, h], allowed)
    return out, k_all, v_all
