# https://github.com/XunhaoLai/native-sparse-attention-triton/issues/27
# backward_dq declares the last dimension of v and dO as qk_head_dim: with qk_head_dim < v_head_dim
# only the first qk_head_dim value channels enter dP = dO V^T, so dQ/dK are silently wrong
# (dV is right) whenever d_v != d.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    w = min(d, v.shape[-1])                                 # tile width taken from qk_head_dim
    dp = grad_out[..., :w] @ np.swapaxes(v[..., :w], -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k / np.sqrt(d)
    dk = np.swapaxes(ds, -1, -2) @ q / np.sqrt(d)
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
