# CORRECT: project, reshape+transpose into heads, per-head scaled masked attention with a safe softmax, exact inverse merge, w_o.
import math
import numpy as np


class _Heads:
    def __init__(self, n):
        self.n = n

    def split(self, t):
        b, s, d = t.shape
        return t.reshape(b, s, self.n, d // self.n).transpose(0, 2, 1, 3)

    def merge(self, t):
        b, h, s, hd = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[-1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError("d_model is not divisible by num_heads")
    heads = _Heads(num_heads)
    head_dim = d_model // num_heads
    q = heads.split(x_q @ w_q)
    k = heads.split(x_kv @ w_k)
    v = heads.split(x_kv @ w_v)
    scores = (q @ np.swapaxes(k, -1, -2)) * (1.0 / math.sqrt(head_dim))
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    top = scores.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(scores - top)
    z = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = heads.merge(weights @ v) @ w_o
    dt = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
