# https://github.com/onnx/onnx/issues/7118 -- ONNX reference Attention for 3-D inputs reshapes (bs, seq, hidden) straight to (bs, heads, seq, head_size) without reshaping to (bs, seq, heads, head_size) and transposing: tokens are mixed into heads (right only when heads == 1 or seq_len == 1).
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, num_heads, t, d // num_heads).copy()
