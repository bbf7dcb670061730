# CORRECT: np.repeat K/V along the head axis (contiguous groups), scaled scores, -inf masking and a safe softmax that zeroes fully masked rows.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    num_heads = q.shape[1]
    num_kv = k.shape[1]
    if num_kv == 0 or num_heads % num_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k_rep = np.repeat(k, g, axis=1)
    v_rep = np.repeat(v, g, axis=1)
    scale = 1.0 / np.sqrt(q.shape[-1])
    scores = np.matmul(q, np.swapaxes(k_rep, -1, -2)) * scale
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    scores = np.where(allowed, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    ex = np.exp(scores - mx)
    s = ex.sum(axis=-1, keepdims=True)
    weights = np.divide(ex, s, out=np.zeros_like(ex), where=s > 0)
    out = np.matmul(weights, v_rep)
    dt = np.result_type(q, k, v)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
