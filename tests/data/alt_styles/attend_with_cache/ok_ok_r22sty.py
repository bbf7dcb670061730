import math
import numpy as np


def _safe_softmax_row(row):
    m = row.max()
    if m == -np.inf:
        return np.zeros_like(row)
    e = np.exp(row - m)
    return e / e.sum()


def _attend_one(q, k, v, allowed):
    # q (t_new, d), k (T, d), v (T, d_v), allowed (t_new, T)
    scale = 1.0 / math.sqrt(q.shape[-1])
    out = np.zeros((q.shape[0], v.shape[-1]), dtype=np.result_type(q, k, v))
    for i in range(q.shape[0]):
        s = (k @ q[i]) * scale
        s = np.where(allowed[i], s, -np.inf)
        w = _safe_softmax_row(s)
        out[i] = w @ v
    return out


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new have different t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    batch, heads, t_new, _ = q_new.shape
    t_past = k_cache.shape[-2]
    total = t_past + t_new
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape != (batch, total):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
    causal = np.array([[j <= t_past + i for j in range(total)] for i in range(t_new)], dtype=bool)
    causal = causal.reshape(t_new, total)
    out = np.zeros((batch, heads, t_new, v_all.shape[-1]), dtype=np.result_type(q_new, k_all, v_all))
    for b in range(batch):
        allowed = causal if key_padding_mask is None else causal & key_padding_mask[b][None, :]
        for h in range(heads):
            out[b, h] = _attend_one(q_new[b, h], k_all[b, h], v_all[b, h], allowed)
    return out, k_all, v_all
