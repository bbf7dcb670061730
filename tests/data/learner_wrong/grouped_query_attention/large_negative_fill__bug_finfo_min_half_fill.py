# https://github.com/huggingface/transformers/pull/31303
# Masked scores filled with torch.finfo(dtype).min / 2 (a finite value) instead of -inf: a fully
# masked row gets a uniform average of the values instead of zero weights and a zero output.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, np.finfo(scores.dtype).min / 2)
    scores = scores - scores.max(-1, keepdims=True)
    e = np.exp(scores)
    w = (e / e.sum(-1, keepdims=True)).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
