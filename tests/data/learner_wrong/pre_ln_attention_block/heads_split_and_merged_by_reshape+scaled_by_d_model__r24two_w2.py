# MISTAKE: Heads are split by reshaping straight to (batch, heads, seq, head_dim) and merged back the same way, with no transpose, so tokens are mixed across heads.
# MISTAKE: Attention scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads
    h = layer_norm(x, gamma, beta, eps)
    q = (h @ w_q).reshape(batch, num_heads, seq_len, head_dim)
    k = (h @ w_k).reshape(batch, num_heads, seq_len, head_dim)
    v = (h @ w_v).reshape(batch, num_heads, seq_len, head_dim)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(float(d_model))
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    w = np.exp(scores - m)
    z = w.sum(axis=-1, keepdims=True)
    w = np.divide(w, z, out=np.zeros_like(w), where=z > 0)
    ctx = (w @ v).reshape(batch, seq_len, d_model)
    return (x + ctx @ w_o).astype(x.dtype)
