# MISTAKE: every weight is transposed (x @ W.T, PyTorch's nn.Linear convention) although the weights are already given in our (d_in, d_out) orientation; the size check follows the same wrong convention (weight.shape[-1]), so non-square weights raise and square ones give wrong projections.
import numpy as np


class Linear:
    def __init__(self, weight, bias=None):
        self.weight = np.asarray(weight)
        self.bias = bias

    def __call__(self, x):
        if x.shape[-1] != self.weight.shape[-1]:
            raise ValueError("feature size does not match the weight")
        y = x @ self.weight.T
        if self.bias is not None:
            y = y + self.bias
        return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    layers = [Linear(w_q, b_q), Linear(w_k, b_k), Linear(w_v, b_v)]
    return tuple(layer(x) for layer in layers)
