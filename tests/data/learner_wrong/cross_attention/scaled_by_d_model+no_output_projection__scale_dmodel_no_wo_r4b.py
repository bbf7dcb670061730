# WRONG: two mistakes: scale 1/sqrt(d_model) instead of 1/sqrt(head_dim), and w_o is never applied (returns the merged heads). dtype kept.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    head_dim = d_model // num_heads

    def split(x):
        return x.reshape(x.shape[0], x.shape[1], num_heads, head_dim).transpose(0, 2, 1, 3)

    q, k, v = split(x_dec @ w_q), split(x_enc @ w_k), split(x_enc @ w_v)
    scores = q @ k.transpose(0, 1, 3, 2)
    scores = scores / scores.dtype.type(np.sqrt(d_model))
    keep = np.ones((batch, t_enc), bool) if enc_padding_mask is None else enc_padding_mask
    keep = keep[:, None, None, :]
    scores = np.where(keep, scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx[np.isneginf(mx)] = 0
    p = np.where(keep, np.exp(scores - mx), 0)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    merged = (p @ v).transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model)
    return merged, p
