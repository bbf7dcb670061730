# WRONG: two mistakes: no ValueError when num_heads % num_kv_heads != 0 (np.repeat by H // Hkv, then a shape error or wrong heads), and an additive float64 np.zeros bias is added to the scores so float32 inputs return float64.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    g = H // Hkv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    s = q @ k.swapaxes(-1, -2) / math.sqrt(q.shape[-1])
    bias = np.zeros(s.shape)
    if mask is not None:
        bias = np.where(mask, 0.0, -np.inf) + bias
    s = s + bias
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    return w @ v, w
