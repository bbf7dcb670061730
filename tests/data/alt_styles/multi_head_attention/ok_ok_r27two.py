# CORRECT: project, split with reshape+transpose, per-head scaled attention with -inf masking and safe softmax, merge with transpose+reshape, project with w_o.
import math
import numpy as np


class _MHA:
    def __init__(self, num_heads):
        self.h = num_heads

    def split(self, t):
        b, s, d = t.shape
        return t.reshape(b, s, self.h, d // self.h).transpose(0, 2, 1, 3)

    def merge(self, t):
        b, h, s, hd = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)

    @staticmethod
    def softmax(s):
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m)
        e = np.exp(s - m)
        tot = e.sum(axis=-1, keepdims=True)
        return e / np.where(tot == 0, 1.0, tot)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q, x_kv = np.asarray(x_q), np.asarray(x_kv)
    d_model = w_q.shape[1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    dt = x_q.dtype
    m = _MHA(num_heads)
    q = m.split(x_q @ w_q)
    k = m.split(x_kv @ w_k)
    v = m.split(x_kv @ w_v)
    head_dim = d_model // num_heads
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head_dim)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    weights = m.softmax(scores).astype(dt, copy=False)
    ctx = m.merge(weights @ v)
    out = (ctx @ w_o).astype(dt, copy=False)
    return out, weights
