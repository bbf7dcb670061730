# WRONG: softmax subtracts the row max even when it is -inf, so a fully masked query row gives NaN weights and output instead of zeros; the GQA head map (reshape into groups with einsum), scale and dtype are right.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Tq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    qg = q.reshape(B, Hkv, g, Tq, D)
    s = np.einsum("bkgqd,bktd->bkgqt", qg, k) * (D ** -0.5)
    s = s.reshape(B, H, Tq, k.shape[2])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    s = s - s.max(-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(-1, keepdims=True)
    w = w.astype(q.dtype)
    out = np.einsum("bkgqt,bktv->bkgqv", w.reshape(B, Hkv, g, Tq, -1), v).reshape(B, H, Tq, v.shape[-1])
    return out, w
