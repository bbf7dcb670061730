# WRONG: the residual adds the normalised h (returns h + MHA(h)) instead of the original x, AND eps is added outside the root ((x-mu)/(std+eps)).
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mu = np.mean(x, axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True)
    return gamma * (x - mu) / (std + eps) + beta


def softmax(s):
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, -1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def multi_head_attention(h, w_q, w_k, w_v, w_o, num_heads, mask):
    B, T, D = h.shape
    hd = D // num_heads
    split = lambda a: a.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    o = softmax(s) @ v
    return o.transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("d_model % num_heads")
    h = layer_norm(x, gamma, beta, eps)
    return (h + multi_head_attention(h, w_q, w_k, w_v, w_o, num_heads, mask)).astype(x.dtype)
