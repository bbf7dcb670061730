# Bug report: https://github.com/flashinfer-ai/flashinfer/issues/4267
# (a bf16 GQA model at decode) the softmax max starts from the finite sentinel -5e4 ("-inf" = -math::inf):
# a head whose scores all lie far below it underflows to an all-zero output.
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hk = q.shape[1], k.shape[1]
    if H % Hk:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    k = np.repeat(k, H // Hk, axis=1)
    v = np.repeat(v, H // Hk, axis=1)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.maximum(s.max(-1, keepdims=True), -5e4).astype(s.dtype)
    p = np.exp(s - m)
    z = p.sum(-1, keepdims=True)
    w = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    return np.einsum("bhqk,bhkd->bhqd", w, v), w
