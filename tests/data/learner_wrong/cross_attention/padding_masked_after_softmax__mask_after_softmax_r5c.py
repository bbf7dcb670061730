# mistake: softmax over all keys first, then multiplies the weights by the padding mask without renormalising (rows no longer sum to 1)
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, tq, d = x_dec.shape
    tk = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / q.dtype.type(np.sqrt(hd))
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    if enc_padding_mask is not None:
        p = p * enc_padding_mask[:, None, None, :]
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return o @ w_o, p
