# https://github.com/rexrex9/nlp_torchtext/pull/2
# The decoder's cross-attention computed Q from the encoder output and K, V from the decoder
# states (the roles reversed): the source asks and the target answers.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = (x_enc @ w_q).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_dec @ w_k).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_dec @ w_v).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, :, None], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x_dec.dtype)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_enc, d) @ w_o
    return out.astype(x_dec.dtype), w
