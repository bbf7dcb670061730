# MISTAKE: the output is computed from the raw weights before np.nan_to_num cleans them, so a fully masked query row returns zero weights but a NaN output.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads, num_kv = q.shape[1], k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = num_heads // num_kv
    k_rep = np.repeat(k, g, axis=1)
    v_rep = np.repeat(v, g, axis=1)
    s = q @ k_rep.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    with np.errstate(invalid="ignore"):
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        weights = e / e.sum(axis=-1, keepdims=True)
    output = weights @ v_rep
    weights = np.nan_to_num(weights, nan=0.0)
    return output.astype(q.dtype), weights.astype(q.dtype)
