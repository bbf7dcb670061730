# https://github.com/NVIDIA-NeMo/Megatron-Bridge/pull/3162
# Bug: the weights are transposed once too often -- treated as nn.Linear (d_out, d_in) and applied as x @ W.T --
# although they are already (d_in, d_out); wrong for any non-symmetric W, and fails (ValueError) when d_out != d_model.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def proj(w, bias):
        y = x @ np.asarray(w).T
        if bias is not None:
            y = y + bias
        return y.astype(x.dtype)
    return proj(w_q, b_q), proj(w_k, b_k), proj(w_v, b_v)
