# MISTAKE: the weights are applied transposed (x @ W.T, the nn.Linear habit), giving wrong values for square weights and a shape error for (d_model, d_out) weights with d_out != d_model.
# MISTAKE: biases are tested with `if b:`, which raises "truth value of an array is ambiguous" for any bias with more than one element.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    outs = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = x @ w.T
        if b:
            y = y + b
        outs.append(y)
    return tuple(outs)
