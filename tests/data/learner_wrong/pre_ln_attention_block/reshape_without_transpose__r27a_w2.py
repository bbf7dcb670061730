# MISTAKE: merges heads by reshaping (batch, heads, seq, head_dim) straight to (batch, seq, d_model) without moving the head axis back first.
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mean = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def safe_softmax(s):
    m = s.max(-1, keepdims=True)
    m = np.where(m == -np.inf, 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    h = layer_norm(x, gamma, beta, eps)
    heads = []
    for w in (w_q, w_k, w_v):
        heads.append(np.swapaxes((h @ w).reshape(batch, seq, num_heads, hd), 1, 2))
    q, k, v = heads
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    a = safe_softmax(s) @ v
    merged = a.reshape(batch, seq, d)
    return (x + merged @ w_o).astype(x.dtype)
