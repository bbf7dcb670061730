# MISTAKE: when merging heads the (batch, heads, seq, head_dim) output is reshaped straight to (batch, seq, d_model) without moving the head axis back, mixing tokens across positions.
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mu = x.mean(-1, keepdims=True)
    sigma2 = ((x - mu) ** 2).mean(-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(sigma2 + eps) + beta


def attention(q, k, v, mask):
    scores = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    w = np.exp(scores - m)
    denom = w.sum(-1, keepdims=True)
    w = np.divide(w, denom, out=np.zeros_like(w), where=denom != 0)
    return w @ v


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    h = layer_norm(x, gamma, beta, eps)
    split = lambda a: a.reshape(b, t, num_heads, hd).swapaxes(1, 2)
    out = attention(split(h @ w_q), split(h @ w_k), split(h @ w_v), mask)
    merged = out.reshape(b, t, d)
    return (x + merged @ w_o).astype(x.dtype)
