# MISTAKE: in the LayerNorm, eps is added to the standard deviation, (x - mu) / (sqrt(var) + eps), instead of inside the square root, sqrt(var + eps); visible for tokens with a small variance.
import math

import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads

    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True)
    h = gamma * (x - mean) / (std + eps) + beta

    def heads(t):
        return t.reshape(batch, seq, num_heads, head_dim).transpose(0, 2, 1, 3)

    q, k, v = heads(h @ w_q), heads(h @ w_k), heads(h @ w_v)
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head_dim)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones_like(scores, dtype=bool)
    scores = np.where(allowed, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max[~np.isfinite(row_max)] = 0.0
    weights = np.exp(scores - row_max)
    total = weights.sum(axis=-1, keepdims=True)
    weights = np.divide(weights, total, out=np.zeros_like(weights), where=total > 0)

    attn = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, seq, d_model)
    return (x + attn @ w_o).astype(x.dtype)
