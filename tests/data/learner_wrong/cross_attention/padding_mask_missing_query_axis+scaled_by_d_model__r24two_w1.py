# MISTAKE: The padding mask is expanded as mask[:, None, :] (3-D) instead of mask[:, None, None, :], so against 4-D scores its batch axis lines up with the head axis (wrong sentence's padding for batch > 1).
# MISTAKE: Scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d_model).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, :], scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.maximum(s, np.finfo(e.dtype).tiny), 0).astype(x_dec.dtype)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d_model) @ w_o
    return out, w
