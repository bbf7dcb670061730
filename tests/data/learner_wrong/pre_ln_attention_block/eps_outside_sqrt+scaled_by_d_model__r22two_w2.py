# MISTAKE: LayerNorm adds eps outside the square root: (x - mu) / (sqrt(var) + eps).
# MISTAKE: Attention scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mu = np.mean(x, axis=-1, keepdims=True)
    sigma = np.sqrt(np.mean((x - mu) ** 2, axis=-1, keepdims=True))
    return gamma * (x - mu) / (sigma + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model % num_heads != 0")
    head_dim = d_model // num_heads
    h = _layer_norm(x, gamma, beta, eps)
    q = (h @ w_q).reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d_model)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max[~np.isfinite(row_max)] = 0.0
    e = np.exp(scores - row_max)
    denom = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, denom, out=np.zeros_like(e), where=denom > 0)
    ctx = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, seq_len, d_model)
    return (x + ctx @ w_o).astype(x.dtype)
