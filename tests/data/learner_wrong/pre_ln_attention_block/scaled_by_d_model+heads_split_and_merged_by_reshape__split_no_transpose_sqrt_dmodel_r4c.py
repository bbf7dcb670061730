# wrong (two mistakes): heads split by reshaping (batch, seq, d) straight to (batch, heads, seq, head_dim) with no transpose (mixes tokens and features), AND scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim); dtype kept
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean(np.square(x - mu), axis=-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.maximum(z, np.finfo(s.dtype).tiny), 0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, C = x.shape
    if C % num_heads:
        raise ValueError(f"d_model={C} is not divisible by num_heads={num_heads}")
    hs = C // num_heads
    h = layer_norm(x, gamma, beta, eps)
    q = (h @ w_q).reshape(B, num_heads, T, hs)
    k = (h @ w_k).reshape(B, num_heads, T, hs)
    v = (h @ w_v).reshape(B, num_heads, T, hs)
    att = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(np.float32(C)).astype(x.dtype)
    if mask is not None:
        att = np.where(mask, att, -np.inf)
    y = softmax(att) @ v
    y = y.reshape(B, T, C)
    return (x + y @ w_o).astype(x.dtype)
