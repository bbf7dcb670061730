# MISTAKE: padded keys are filled with -1e9 instead of -inf, so a sentence whose source is all padding gets uniform weights 1/t_enc and a non-zero output instead of zeros.
import numpy as np


def _softmax(z):
    z = z - z.max(axis=-1, keepdims=True)
    ez = np.exp(z)
    return ez / ez.sum(axis=-1, keepdims=True)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, dm = x_dec.shape
    te = x_enc.shape[1]
    if dm % num_heads != 0:
        raise ValueError("d_model must be a multiple of num_heads")
    hd = dm // num_heads
    split = lambda t, n: np.transpose(t.reshape(b, n, num_heads, hd), (0, 2, 1, 3))
    q = split(np.matmul(x_dec, w_q), td)
    k = split(np.matmul(x_enc, w_k), te)
    v = split(np.matmul(x_enc, w_v), te)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(hd)
    if enc_padding_mask is not None:
        pad = ~np.asarray(enc_padding_mask, dtype=bool)
        s = np.where(pad[:, None, None, :], -1e9, s)
    w = _softmax(s)
    ctx = np.matmul(w, v)
    out = np.matmul(np.transpose(ctx, (0, 2, 1, 3)).reshape(b, td, dm), w_o)
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
